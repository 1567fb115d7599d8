import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  scheduled: 'border-primary/40 text-primary',
  publishing: 'border-transparent bg-secondary text-secondary-foreground',
  published: 'border-success/40 text-success',
  failed: 'border-destructive/40 text-destructive',
} as const;

/** Where a publication stands, in the same colours on every screen. */
export function StatusBadge({
  status,
  children,
}: {
  status: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        TONES[status],
      )}
    >
      {children}
    </span>
  );
}
