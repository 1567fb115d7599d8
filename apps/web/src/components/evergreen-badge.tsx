import { Leaf } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * Marks what comes back in fresh words: an evergreen post, or the variant Quillpost scheduled for
 * it. `compact` shows the leaf alone (a calendar month cell); its name is said all the same.
 */
export function EvergreenBadge({
  label = 'Evergreen',
  compact = false,
  className,
}: {
  /** What the mark says to screen readers and on hover, when more than "Evergreen". */
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <Badge
      variant="outline"
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        'shrink-0 border-emerald-600/40 text-emerald-800 dark:border-emerald-400/40 dark:text-emerald-300',
        compact && 'px-1',
        className,
      )}
    >
      <Leaf aria-hidden className="size-3" />
      {!compact && <span aria-hidden>Evergreen</span>}
    </Badge>
  );
}
