import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M22.5 6.5c-6 1-11 6.5-12.5 14l-1.5 5 2-1c1-3 2.5-5 4.5-6.5-1.5 2.5-2 4-2.3 5.5 5.3-1.2 8.8-6 9.8-17z"
        className="fill-primary-foreground"
      />
    </svg>
  );
}

/** The mark and the name; used as the home link in every header. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <LogoMark />
      Quillpost
    </span>
  );
}
