import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dayName } from '../../lib/calendar-days';
import type { OpenPlace } from '../../lib/calendar-entries';

/** A weekly slot nothing is scheduled at: a click (or Enter) schedules a post there; a drop moves one there. */
export function OpenPlaceButton({
  place,
  onOpen,
  className,
}: {
  place: OpenPlace;
  onOpen: (place: OpenPlace) => void;
  className?: string;
}) {
  const label = `${dayName(place.day)}, ${place.time}`;
  const { setNodeRef, isOver } = useDroppable({
    id: `open:${place.at}`,
    data: { at: place.at, label: `the open slot on ${label}` },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      onClick={() => onOpen(place)}
      aria-label={`Open slot ${label}: schedule a post`}
      className={cn(
        'flex w-full min-w-0 items-center gap-1 rounded-md border border-dashed px-1.5 py-1 text-left text-xs text-muted-foreground hover:border-primary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        isOver && 'border-primary bg-primary/10 text-foreground',
        className,
      )}
    >
      <Plus aria-hidden className="size-3 shrink-0" />
      <span className="font-mono">{place.time}</span>
      <span className="truncate">Open slot</span>
    </button>
  );
}
