import { SCHEDULE_HISTORY_DAYS, type Account, type Publication } from '@quillpost/shared';
import { AccountFilter } from '@/components/account-filter';
import { Spinner } from '@/components/ui/spinner';
import { useAccountFilter } from '@/lib/account-filter';
import { errorMessage } from '@/lib/api-client';
import { useAccounts } from '../api/accounts';
import { usePublicationFigures } from '../api/publication-figures';
import { usePublications } from '../api/publications';
import { useTimezone } from '../api/timezone';
import { NOTHING_SCHEDULED } from '../lib/nothing-scheduled';
import { formatDay } from '../lib/zoned-time';
import { FailedItem, PublishedItem } from './publication-item';
import { UpcomingItem } from './upcoming-item';

function byDay(publications: Publication[], timezone: string): [string, Publication[]][] {
  const days = new Map<string, Publication[]>();
  for (const publication of publications) {
    const day = formatDay(publication.publishAt, timezone);
    days.set(day, [...(days.get(day) ?? []), publication]);
  }
  return [...days];
}

function Section({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  /** What an empty section says instead: what would be here, and how it gets here. */
  emptyText: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {empty ? <p className="text-sm text-muted-foreground">{emptyText}</p> : children}
    </section>
  );
}

/**
 * Upcoming publications by day, then failed ones, then published ones with their links and
 * latest figures, each naming the account it goes out on; with several accounts, narrowed to one
 * on request.
 */
export function ScheduleList() {
  const timezone = useTimezone();
  const accounts = useAccounts();
  const connected = accounts.data ?? [];
  const [filter, setFilter] = useAccountFilter();
  // An account disconnected since the address was made is no filter any more.
  const accountId =
    accounts.isSuccess && !connected.some((account) => account._id === filter) ? '' : filter;
  const publications = usePublications(accountId);
  const byId = new Map<string, Account>(connected.map((account) => [account._id, account]));
  const accountOf = (publication: Publication) =>
    publication.accountId ? byId.get(publication.accountId) : undefined;
  const figures = usePublicationFigures(
    (publications.data ?? []).filter((p) => p.status === 'published').map((p) => p._id),
  );
  if (publications.isPending) return <Spinner label="Loading the schedule" className="size-8" />;
  if (publications.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(publications.error)}
      </p>
    );
  }
  const all = publications.data;
  const upcoming = all.filter((p) => p.status === 'scheduled' || p.status === 'publishing');
  const published = all.filter((p) => p.status === 'published').reverse();
  const failed = all.filter((p) => p.status === 'failed');
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Times are in {timezone}. Posts that went out or failed in the last {SCHEDULE_HISTORY_DAYS}{' '}
          days are listed.
        </p>
        {connected.length > 1 && (
          <AccountFilter accounts={connected} value={accountId} onChange={setFilter} />
        )}
      </div>
      <Section title="Upcoming" empty={upcoming.length === 0} emptyText={NOTHING_SCHEDULED}>
        {byDay(upcoming, timezone).map(([day, items]) => (
          <div key={day} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{day}</h3>
            <ul className="flex flex-col gap-2">
              {items.map((publication) => (
                <UpcomingItem
                  key={publication._id}
                  publication={publication}
                  account={accountOf(publication)}
                  timezone={timezone}
                />
              ))}
            </ul>
          </div>
        ))}
      </Section>
      <Section
        title="Failed"
        empty={failed.length === 0}
        emptyText={`No post failed in the last ${SCHEDULE_HISTORY_DAYS} days.`}
      >
        <ul className="flex flex-col gap-2">
          {failed.map((publication) => (
            <FailedItem
              key={publication._id}
              publication={publication}
              account={accountOf(publication)}
              timezone={timezone}
            />
          ))}
        </ul>
      </Section>
      <Section
        title="Published"
        empty={published.length === 0}
        emptyText={`Nothing went out in the last ${SCHEDULE_HISTORY_DAYS} days.`}
      >
        <ul className="flex flex-col gap-2">
          {published.map((publication) => (
            <PublishedItem
              key={publication._id}
              publication={publication}
              account={accountOf(publication)}
              timezone={timezone}
              figures={figures.get(publication._id)}
            />
          ))}
        </ul>
      </Section>
    </div>
  );
}
