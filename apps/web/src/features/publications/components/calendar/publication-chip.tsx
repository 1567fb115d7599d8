import type { Account, Publication } from '@quillpost/shared';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import {
  CircleAlert,
  CircleCheck,
  Clock,
  FlaskConical,
  GripVertical,
  LoaderCircle,
  MoveDiagonal,
  type LucideIcon,
} from 'lucide-react';
import { EvergreenBadge } from '@/components/evergreen-badge';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { displayHandle, networkName, sandboxNote } from '@/lib/networks';
import { EVERGREEN_LABEL } from '../../lib/evergreen';
import { excerpt } from '../../lib/excerpt';
import type { Step } from '../../lib/use-calendar-moves';

const STATUSES: Record<Publication['status'], [string, LucideIcon]> = {
  scheduled: ['Scheduled', Clock],
  publishing: ['Publishing', LoaderCircle],
  published: ['Published', CircleCheck],
  failed: ['Failed', CircleAlert],
  canceled: ['Canceled', CircleAlert],
};

const STATUS_STYLES: Record<Publication['status'], string> = {
  scheduled: 'border-primary/40 bg-primary/5',
  publishing: 'border-primary bg-primary/10',
  published: 'border-border bg-muted/60',
  failed: 'border-destructive/60 bg-destructive/5',
  canceled: 'border-border bg-muted/60',
};

const STEPS: [Step, string][] = [
  ['hour-earlier', 'An hour earlier'],
  ['hour-later', 'An hour later'],
  ['day-earlier', 'A day earlier'],
  ['day-later', 'A day later'],
];

/** Data a drag carries, read where it is dropped. */
export interface DraggedPublication {
  publication: Publication;
}

/**
 * One publication on the calendar: its time on the person's clock, its state, its account and the
 * start of its text. A scheduled one can be dragged by its handle, or moved from its "Move" menu.
 */
export function PublicationChip({
  publication,
  time,
  account,
  error,
  compact = false,
  onStep,
}: {
  publication: Publication;
  time: string;
  account: Account | undefined;
  error: string | undefined;
  /** Month cells: the text is left out. */
  compact?: boolean;
  onStep: (step: Step) => void;
}) {
  const movable = publication.status === 'scheduled';
  const name = excerpt(publication);
  const [status, StatusIcon] = STATUSES[publication.status];
  const network = account?.network ?? publication.network ?? '';
  const sandbox = account?.provider === 'sandbox';
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: publication._id,
    data: { publication } satisfies DraggedPublication,
    disabled: !movable,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-publication={publication._id}
      className={cn(
        '@container flex min-w-0 flex-col gap-1 rounded-md border p-1.5 text-xs',
        STATUS_STYLES[publication.status],
        isDragging && 'relative z-20 shadow-lg',
      )}
    >
      <div className="flex min-w-0 items-center gap-1">
        {movable && (
          <button
            type="button"
            className="-ml-0.5 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            {...listeners}
            {...attributes}
            aria-label={`Drag “${name}” at ${time} to another time`}
          >
            <GripVertical aria-hidden className="size-3.5" />
          </button>
        )}
        <span className="font-mono font-medium">{time}</span>
        <span
          title={status}
          className="inline-flex min-w-0 items-center gap-0.5 text-muted-foreground"
        >
          <StatusIcon aria-hidden className="size-3 shrink-0" />
          {/* Said in words where the chip is wide enough, else by the icon (and to screen readers). */}
          <span className="sr-only @min-[12rem]:not-sr-only @min-[12rem]:truncate">{status}</span>
        </span>
        {publication.late && <Badge variant="outline">Late</Badge>}
        {publication.automation === 'evergreen' && (
          <EvergreenBadge label={EVERGREEN_LABEL} compact />
        )}
        {movable && (
          <DropdownMenu>
            <DropdownMenuTrigger
              className="ml-auto rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={`Move “${name}”`}
            >
              <MoveDiagonal aria-hidden className="size-3.5" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {STEPS.map(([step, label]) => (
                <DropdownMenuItem key={step} onSelect={() => onStep(step)}>
                  {label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      <p className="flex min-w-0 items-center gap-1 text-muted-foreground">
        {sandbox && <FlaskConical aria-label={sandboxNote(network)} className="size-3 shrink-0" />}
        <span className="shrink-0 font-medium text-foreground">{networkName(network)}</span>
        <span className="truncate" title={account ? displayHandle(account.handle) : undefined}>
          {account ? displayHandle(account.handle) : 'disconnected account'}
        </span>
      </p>
      {!compact && <p className="line-clamp-2 break-words">{name}</p>}
      {error && (
        <p role="alert" className="font-medium break-words text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
