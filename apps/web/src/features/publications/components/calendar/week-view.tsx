import { useDroppable } from '@dnd-kit/core';
import { cn } from '@/lib/cn';
import { dayName, shortDayName } from '../../lib/calendar-days';
import { entryKey, hourOf, type CalendarEntry } from '../../lib/calendar-entries';
import { useMediaQuery } from '../../lib/use-media-query';
import { EntryItem, type EntryActions } from './calendar-entry';

/** The hours always drawn; earlier and later ones only when something is planned in them. */
const FIRST_HOUR = 7;
const LAST_HOUR = 21;

function shownHours(entries: CalendarEntry[]): string[] {
  const hours = entries.map((entry) => Number(hourOf(entry)));
  const first = Math.min(FIRST_HOUR, ...hours);
  const last = Math.max(LAST_HOUR, ...hours);
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i).padStart(2, '0'));
}

function HourCell({
  day,
  hour,
  entries,
  actions,
}: {
  day: string;
  hour: string;
  entries: CalendarEntry[];
  actions: EntryActions;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: `hour:${day}T${hour}`,
    data: { day, hour, label: `${dayName(day)}, ${hour}:00` },
  });
  return (
    <div
      ref={setNodeRef}
      role="cell"
      aria-label={`${dayName(day)}, ${hour}:00`}
      className={cn(
        'flex min-h-12 min-w-0 flex-col gap-1 border-t border-l p-1',
        isOver && 'bg-primary/10',
      )}
    >
      {entries.map((entry) => (
        <EntryItem key={entryKey(entry)} entry={entry} actions={actions} />
      ))}
    </div>
  );
}

/** A week as a grid of days and hours, from a large screen on. */
function WeekGrid({
  days,
  byDay,
  actions,
}: {
  days: string[];
  byDay: Map<string, CalendarEntry[]>;
  actions: EntryActions;
}) {
  const hours = shownHours(days.flatMap((day) => byDay.get(day) ?? []));
  return (
    <div
      role="table"
      aria-label="Week"
      className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] rounded-lg border-r border-b"
    >
      <div role="row" className="contents">
        <div role="columnheader" className="border-t border-l" />
        {days.map((day) => (
          <div
            key={day}
            role="columnheader"
            aria-label={dayName(day)}
            aria-current={day === actions.today ? 'date' : undefined}
            className="border-t border-l p-2 text-sm font-medium aria-[current=date]:text-primary"
          >
            {shortDayName(day)}
          </div>
        ))}
      </div>
      {hours.map((hour) => (
        <div key={hour} role="row" className="contents">
          <div
            role="rowheader"
            className="border-t border-l p-1 font-mono text-xs text-muted-foreground"
          >
            {hour}:00
          </div>
          {days.map((day) => (
            <HourCell
              key={day}
              day={day}
              hour={hour}
              entries={(byDay.get(day) ?? []).filter((entry) => hourOf(entry) === hour)}
              actions={actions}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function DayItem({
  day,
  entries,
  actions,
}: {
  day: string;
  entries: CalendarEntry[];
  actions: EntryActions;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: `day:${day}`,
    data: { day, label: dayName(day) },
  });
  return (
    <li
      ref={setNodeRef}
      aria-current={day === actions.today ? 'date' : undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 aria-[current=date]:border-primary',
        isOver && 'bg-primary/10',
      )}
    >
      <h3 className="text-sm font-medium">
        {dayName(day)}
        {day === actions.today && <span className="text-muted-foreground"> · today</span>}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing planned.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {entries.map((entry) => (
            <li key={entryKey(entry)}>
              <EntryItem entry={entry} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A week: a grid of hours on a large screen, a list day by day on a small one. */
export function WeekView(props: {
  days: string[];
  byDay: Map<string, CalendarEntry[]>;
  actions: EntryActions;
}) {
  const large = useMediaQuery('(min-width: 1024px)');
  if (large) return <WeekGrid {...props} />;
  return (
    <ol aria-label="Week" className="flex flex-col gap-3">
      {props.days.map((day) => (
        <DayItem key={day} day={day} entries={props.byDay.get(day) ?? []} actions={props.actions} />
      ))}
    </ol>
  );
}
