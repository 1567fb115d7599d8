import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import type { Account, Publication } from '@quillpost/shared';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSettingsQuery } from '@/lib/timezone';
import { zonedDate } from '@/lib/zoned-format';
import type { LibraryPost } from '../../api/library-posts';
import type { usePublications } from '../../api/publications';
import { useTimezone } from '../../api/timezone';
import { monthWeeks, weekDays } from '../../lib/calendar-days';
import { calendarEntries, type CalendarMode, type OpenPlace } from '../../lib/calendar-entries';
import { droppedTime, type DropTarget } from '../../lib/drop-target';
import { excerpt } from '../../lib/excerpt';
import { steppedTime, useCalendarMoves } from '../../lib/use-calendar-moves';
import { formatDateTime } from '../../lib/zoned-time';
import { LazyScheduleDialog } from '../schedule-button';
import type { EntryActions } from './calendar-entry';
import { CalendarNavigation } from './calendar-navigation';
import { MonthView } from './month-view';
import type { DraggedPublication } from './publication-chip';
import { PostPickerDialog } from './post-picker-dialog';
import { WeekView } from './week-view';

const dragged = (data: unknown) => (data as DraggedPublication | undefined)?.publication;
const named = (data: unknown) => `“${excerpt(dragged(data)!)}”`;
const targetLabel = (data: unknown) => (data as DropTarget | undefined)?.label;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${named(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${named(active.data.current)} is over ${targetLabel(over.data.current)}.`
      : `${named(active.data.current)} is over no time.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${named(active.data.current)} was dropped on ${targetLabel(over.data.current)}.`
      : `${named(active.data.current)} stays where it was.`,
  onDragCancel: ({ active }) => `Moving ${named(active.data.current)} was cancelled.`,
};
/** Dropped where the pointer is; from the keyboard, where the publication is moved to. */
const dropPlace: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};
/**
 * Keeps the dragged publication inside the visible page: past its edge the card would widen or
 * lengthen the page, which the drag's auto-scroll then scrolls, shifting the whole calendar.
 */
const withinPage: Modifier = ({ transform, draggingNodeRect: rect }) => {
  if (!rect) return transform;
  const { clientWidth, clientHeight } = document.documentElement;
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));
  return {
    ...transform,
    x: clamp(transform.x, -rect.left, clientWidth - rect.right),
    y: clamp(transform.y, -rect.top, clientHeight - rect.bottom),
  };
};
const modifiers = [withinPage];
const screenReaderInstructions = {
  draggable:
    'To move a publication, press Space or Enter, move it with the arrow keys, and press Space or Enter again to drop it on another time, or Escape to leave it. The Move menu beside it does the same.',
};

/**
 * The week or month calendar of the schedule, on the person's clock: publications on their day
 * and time, the weekly slots still free as open places to schedule a post at, and moves by drag or
 * from each publication's Move menu.
 */
export function CalendarView({
  mode,
  onShowWeek,
  publications: all,
  accounts,
  anchor,
  onAnchorChange,
}: {
  mode: CalendarMode;
  onShowWeek: (day: string) => void;
  publications: ReturnType<typeof usePublications>;
  accounts: Account[];
  /** A day of the week or month shown, `YYYY-MM-DD`. */
  anchor: string | null;
  onAnchorChange: (day: string) => void;
}) {
  const timezone = useTimezone();
  const slots = useSettingsQuery().data?.slots ?? [];
  const moves = useCalendarMoves(timezone);
  const [place, setPlace] = useState<OpenPlace | null>(null);
  const [picked, setPicked] = useState<{ post: LibraryPost; at: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const now = new Date();
  const shownDay = anchor ?? zonedDate(now, timezone);
  if (all.isPending) return <Spinner label="Loading the schedule" className="size-8" />;
  if (all.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(all.error)}
      </p>
    );
  }
  const publications = moves.shown(all.data);
  const byId = new Map(publications.map((p) => [p._id, p]));
  const weeks = mode === 'week' ? [weekDays(shownDay)] : monthWeeks(shownDay);
  const byDay = calendarEntries({ days: weeks.flat(), publications, slots, timezone, now });
  const accountById = new Map(accounts.map((account) => [account._id, account]));
  const actions: EntryActions = {
    today: zonedDate(now, timezone),
    accountOf: (id) => (id ? accountById.get(id) : undefined),
    errors: moves.errors,
    onStep: (id, step) => {
      const publication = byId.get(id)!;
      void moves.move(publication, steppedTime(publication.publishAt, step, timezone));
    },
    onOpenPlace: setPlace,
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const publication: Publication | undefined = dragged(active.data.current);
    const target = over?.data.current as DropTarget | undefined;
    if (!publication || !target) return;
    const at = droppedTime(publication, target, timezone);
    if (at) void moves.move(publication, at);
  };

  return (
    <div className="flex flex-col gap-4">
      <CalendarNavigation
        mode={mode}
        day={shownDay}
        timezone={timezone}
        onChange={onAnchorChange}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={dropPlace}
        modifiers={modifiers}
        onDragEnd={drop}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        {mode === 'week' ? (
          <WeekView days={weeks[0]!} byDay={byDay} actions={actions} />
        ) : (
          <MonthView
            month={shownDay.slice(0, 7)}
            weeks={weeks}
            byDay={byDay}
            actions={actions}
            onShowWeek={onShowWeek}
          />
        )}
      </DndContext>
      <p role="status" className="sr-only">
        {moves.announcement}
      </p>
      {place && (
        <PostPickerDialog
          open
          when={`${formatDateTime(place.at, timezone)} (${timezone})`}
          onOpenChange={(open) => !open && setPlace(null)}
          onPick={(post) => {
            setPicked({ post, at: place.at });
            setPlace(null);
          }}
        />
      )}
      {picked && (
        <LazyScheduleDialog
          key={`${picked.post._id}-${picked.at}`}
          kind={picked.post.kind}
          post={picked.post}
          initialAt={picked.at}
          open
          onOpenChange={(open) => !open && setPicked(null)}
        />
      )}
    </div>
  );
}
