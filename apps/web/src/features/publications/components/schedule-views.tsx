import { useState } from 'react';
import { AccountFilter } from '@/components/account-filter';
import { Button } from '@/components/ui/button';
import { useAccountFilter } from '@/lib/account-filter';
import { useAccounts } from '../api/accounts';
import { usePublications } from '../api/publications';
import { useTimezone } from '../api/timezone';
import type { CalendarMode } from '../lib/calendar-entries';
import { CalendarView } from './calendar/calendar-view';
import { ScheduleList } from './schedule-list';

type View = 'list' | CalendarMode;
const VIEWS: [View, string][] = [
  ['list', 'List'],
  ['week', 'Week'],
  ['month', 'Month'],
];
/** This browser remembers the view last chosen. */
const VIEW_KEY = 'schedule-view';

const storedView = (): View => {
  const stored = localStorage.getItem(VIEW_KEY);
  return VIEWS.some(([view]) => view === stored) ? (stored as View) : 'list';
};

function CalendarSection({
  mode,
  onShowWeek,
  anchor,
  onAnchorChange,
}: {
  mode: CalendarMode;
  onShowWeek: (day: string) => void;
  anchor: string | null;
  onAnchorChange: (day: string) => void;
}) {
  const timezone = useTimezone();
  const accounts = useAccounts();
  const connected = accounts.data ?? [];
  const [filter, setFilter] = useAccountFilter();
  // An account disconnected since the address was made is no filter any more.
  const accountId =
    accounts.isSuccess && !connected.some((account) => account._id === filter) ? '' : filter;
  const publications = usePublications(accountId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Times are in {timezone}. Drag a scheduled publication to another time, or use its Move
          menu; choose an open slot to schedule a post there.
        </p>
        {connected.length > 1 && (
          <AccountFilter accounts={connected} value={accountId} onChange={setFilter} />
        )}
      </div>
      <CalendarView
        mode={mode}
        onShowWeek={onShowWeek}
        publications={publications}
        accounts={connected}
        anchor={anchor}
        onAnchorChange={onAnchorChange}
      />
    </div>
  );
}

/** The schedule as a list, a week or a month, the choice kept in this browser. */
export function ScheduleViews() {
  const [view, setView] = useState(storedView);
  const [anchor, setAnchor] = useState<string | null>(null);
  const choose = (next: View) => {
    localStorage.setItem(VIEW_KEY, next);
    setView(next);
  };
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div role="group" aria-label="View" className="flex w-fit rounded-md border p-0.5">
        {VIEWS.map(([id, label]) => (
          <Button
            key={id}
            size="sm"
            variant={view === id ? 'default' : 'ghost'}
            aria-pressed={view === id}
            onClick={() => choose(id)}
          >
            {label}
          </Button>
        ))}
      </div>
      {view === 'list' ? (
        <ScheduleList />
      ) : (
        <CalendarSection
          mode={view}
          anchor={anchor}
          onAnchorChange={setAnchor}
          onShowWeek={(day) => {
            setAnchor(day);
            choose('week');
          }}
        />
      )}
    </div>
  );
}
