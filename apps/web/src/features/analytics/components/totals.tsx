import type { AnalyticsResponse } from '@quillpost/shared';
import { NotReported } from '@/components/not-reported';
import { joinNames } from '@/lib/networks';
import { formatCount, formatRate, silentBy } from '../lib/format';

type Totals = AnalyticsResponse['totals'];

/** `seen` figures rest on impressions, which only some networks report. */
const FIGURES: {
  key: keyof Totals;
  label: string;
  rate?: boolean;
  seen?: boolean;
}[] = [
  { key: 'impressions', label: 'Impressions', seen: true },
  { key: 'engagements', label: 'Engagements' },
  { key: 'engagementRate', label: 'Engagement rate', rate: true, seen: true },
  { key: 'likes', label: 'Likes' },
  { key: 'reposts', label: 'Reposts' },
  { key: 'replies', label: 'Replies' },
  { key: 'quotes', label: 'Quotes' },
  { key: 'bookmarks', label: 'Bookmarks' },
  { key: 'publications', label: 'Posts published' },
];

/**
 * The period's totals. Where no post's network reports impressions, impressions and the rate are
 * a dash; where some do, they rest on those posts alone, and a note says so.
 */
export function TotalsGrid({
  totals,
  silent,
}: {
  totals: Totals;
  /** The networks of these posts that report no impressions. */
  silent: string[];
}) {
  const noneReported = totals.engagementRate === null;
  return (
    <section aria-labelledby="totals-heading" className="flex flex-col gap-2">
      <h2 id="totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map(({ key, label, rate, seen }) => {
          const value = totals[key];
          return (
            <div key={key} className="rounded-xl border bg-card p-4 shadow-sm">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">
                {value === null || (seen && noneReported) ? (
                  <NotReported by={silentBy(silent)} />
                ) : rate ? (
                  formatRate(value)
                ) : (
                  formatCount(value)
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {silent.length > 0 && !noneReported && (
        <p className="text-sm text-muted-foreground">
          Impressions and the engagement rate count only the posts whose network reports
          impressions: {joinNames(silent, 'and')} {silent.length > 1 ? 'do' : 'does'} not.
        </p>
      )}
    </section>
  );
}
