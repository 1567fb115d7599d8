import type { AnalyticsPublication } from '@quillpost/shared';
import { formatLongDate } from '@/lib/zoned-format';
import { formatCount, formatRate } from '../lib/format';
import { FigureCard } from './figure-card';

const TOP = 5;
const CAPTION = 'Your posts with the most impressions';

type Top = { publications: AnalyticsPublication[]; timezone: string };

/**
 * A table where the card is wide enough for four columns; on a narrow card (a phone) each post
 * stacks its figures under it instead, so none is cut off.
 */
export function TopPosts({
  publications,
  timezone,
  simulated,
}: Top & {
  simulated: boolean;
}) {
  const top = [...publications].sort((a, b) => b.impressions - a.impressions).slice(0, TOP);
  return (
    <FigureCard
      title="Top posts"
      description="By impressions, from each post’s latest read."
      simulated={simulated}
      className="@container"
    >
      <StackedPosts publications={top} timezone={timezone} />
      <div className="hidden overflow-x-auto @sm:block">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{CAPTION}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Post
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Impressions
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Engagements
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {top.map((publication) => (
              <tr key={publication._id} className="border-t align-top">
                <td className="max-w-md py-2 pr-3">
                  <PostSummary publication={publication} timezone={timezone} />
                </td>
                <td className="py-2 pr-3 text-right">{formatCount(publication.impressions)}</td>
                <td className="py-2 pr-3 text-right">{formatCount(publication.engagements)}</td>
                <td className="py-2 text-right">{formatRate(publication.engagementRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FigureCard>
  );
}

function StackedPosts({ publications, timezone }: Top) {
  return (
    <ol aria-label={CAPTION} className="divide-y text-sm @sm:hidden">
      {publications.map((publication) => (
        <li key={publication._id} className="py-2">
          <PostSummary publication={publication} timezone={timezone} />
          <dl className="mt-1 grid grid-cols-3 gap-2 tabular-nums">
            <Figure label="Impressions" value={formatCount(publication.impressions)} />
            <Figure label="Engagements" value={formatCount(publication.engagements)} />
            <Figure label="Rate" value={formatRate(publication.engagementRate)} />
          </dl>
        </li>
      ))}
    </ol>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd>{value}</dd>
  </div>
);

function PostSummary({
  publication,
  timezone,
}: {
  publication: AnalyticsPublication;
  timezone: string;
}) {
  return (
    <>
      <p className="line-clamp-2">{publication.excerpt}</p>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {publication.kind === 'thread' ? `Thread of ${publication.parts.length}` : 'Tweet'} ·{' '}
        {formatLongDate(publication.publishedAt, timezone)}
        {publication.url && (
          <>
            {' · '}
            <a href={publication.url} target="_blank" rel="noreferrer" className="underline">
              View on X
            </a>
          </>
        )}
      </p>
    </>
  );
}
