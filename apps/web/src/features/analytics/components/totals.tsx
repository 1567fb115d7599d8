import type { AnalyticsResponse } from '@quillpost/shared';
import { formatCount, formatRate } from '../lib/format';
import { SimulatedBadge } from '@/components/simulated-badge';

type Totals = AnalyticsResponse['totals'];

/** `counted` figures are Quillpost's own count, never made up by sandbox X. */
const FIGURES: { key: keyof Totals; label: string; rate?: boolean; counted?: boolean }[] = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'engagements', label: 'Engagements' },
  { key: 'engagementRate', label: 'Engagement rate', rate: true },
  { key: 'likes', label: 'Likes' },
  { key: 'reposts', label: 'Reposts' },
  { key: 'replies', label: 'Replies' },
  { key: 'quotes', label: 'Quotes' },
  { key: 'bookmarks', label: 'Bookmarks' },
  { key: 'publications', label: 'Posts published', counted: true },
];

export function TotalsGrid({ totals, simulated }: { totals: Totals; simulated: boolean }) {
  return (
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map(({ key, label, rate, counted }) => (
          <div key={key} className="rounded-xl border bg-card p-4 shadow-sm">
            <dt className="flex flex-wrap items-center justify-between gap-1 text-sm text-muted-foreground">
              {label}
              <SimulatedBadge simulated={simulated && !counted} />
            </dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {rate ? formatRate(totals[key]) : formatCount(totals[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
