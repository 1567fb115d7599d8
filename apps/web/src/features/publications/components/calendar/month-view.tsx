import { useDroppable } from '@dnd-kit/core';
import { WEEKDAY_NAMES } from '@quillpost/shared';
import { cn } from '@/lib/cn';
import { dayName } from '../../lib/calendar-days';
import { entryKey, type CalendarEntry } from '../../lib/calendar-entries';
import { useMediaQuery } from '../../lib/use-media-query';
import { EntryItem, type EntryActions } from './calendar-entry';

function DayNumber({ day, today }: { day: string; today: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-5 items-center justify-center rounded-full',
        day === today && 'bg-primary text-primary-foreground',
      )}
    >
      {Number(day.slice(8))}
    </span>
  );
}

function countText(entries: CalendarEntry[]): string {
  const planned = entries.filter((entry) => entry.type === 'publication').length;
  const open = entries.length - planned;
  return [
    planned > 0 && `${planned} ${planned === 1 ? 'publication' : 'publications'}`,
    open > 0 && `${open} open ${open === 1 ? 'slot' : 'slots'}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function MonthDay({
  day,
  inMonth,
  entries,
  actions,
  large,
  onShowWeek,
}: {
  day: string;
  inMonth: boolean;
  entries: CalendarEntry[];
  actions: EntryActions;
  large: boolean;
  onShowWeek: (day: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: `day:${day}`,
    data: { day, label: dayName(day) },
  });
  const planned = entries.filter((entry) => entry.type === 'publication').length;
  return (
    <div
      ref={setNodeRef}
      role="cell"
      aria-label={dayName(day)}
      aria-current={day === actions.today ? 'date' : undefined}
      className={cn(
        'flex min-h-16 min-w-0 flex-col gap-1 border-t border-l p-1',
        large && 'min-h-28',
        !inMonth && 'bg-muted/40 text-muted-foreground',
        isOver && 'bg-primary/10',
      )}
    >
      {large ? (
        <>
          <span className="text-xs font-medium">
            <DayNumber day={day} today={actions.today} />
          </span>
          {entries.map((entry) => (
            <EntryItem key={entryKey(entry)} entry={entry} actions={actions} compact />
          ))}
        </>
      ) : (
        // On a phone a day is too narrow for its entries: it leads to its week, drawn as a list.
        <button
          type="button"
          onClick={() => onShowWeek(day)}
          aria-label={`${dayName(day)}${entries.length ? `: ${countText(entries)}` : ''}. Show the week`}
          className="flex h-full flex-col items-start gap-1 rounded text-xs focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="font-medium">
            <DayNumber day={day} today={actions.today} />
          </span>
          {planned > 0 && (
            <span className="rounded-full bg-primary/15 px-1.5 text-[0.7rem] font-medium text-primary">
              {planned}
            </span>
          )}
        </button>
      )}
    </div>
  );
}

/** A month, Monday first; on a phone each day shows how many publications it holds. */
export function MonthView({
  month,
  weeks,
  byDay,
  actions,
  onShowWeek,
}: {
  /** `YYYY-MM` */
  month: string;
  weeks: string[][];
  byDay: Map<string, CalendarEntry[]>;
  actions: EntryActions;
  onShowWeek: (day: string) => void;
}) {
  const large = useMediaQuery('(min-width: 1024px)');
  return (
    <div role="table" aria-label="Month" className="grid grid-cols-7 rounded-lg border-r border-b">
      <div role="row" className="contents">
        {WEEKDAY_NAMES.map((name) => (
          <div
            key={name}
            role="columnheader"
            aria-label={name}
            className="border-t border-l p-1 text-xs font-medium"
          >
            {name.slice(0, 3)}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="contents">
          {week.map((day) => (
            <MonthDay
              key={day}
              day={day}
              inMonth={day.startsWith(month)}
              entries={byDay.get(day) ?? []}
              actions={actions}
              large={large}
              onShowWeek={onShowWeek}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
