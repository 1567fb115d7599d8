import type { AnalyticsPublication } from '@quillpost/shared';
import { formatLongDate } from '@/lib/zoned-format';
import { formatCount, formatRate } from '../lib/format';
import { FigureCard } from './figure-card';

const TOP = 5;

export function TopPosts({
  publications,
  timezone,
  simulated,
}: {
  publications: AnalyticsPublication[];
  timezone: string;
  simulated: boolean;
}) {
  const top = [...publications].sort((a, b) => b.impressions - a.impressions).slice(0, TOP);
  return (
    <FigureCard
      title="Top posts"
      description="By impressions, from each post’s latest read."
      simulated={simulated}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Your posts with the most impressions</caption>
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
                  <p className="line-clamp-2">{publication.excerpt}</p>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    {publication.kind === 'thread'
                      ? `Thread of ${publication.parts.length}`
                      : 'Tweet'}{' '}
                    · {formatLongDate(publication.publishedAt, timezone)}
                    {publication.url && (
                      <>
                        {' · '}
                        <a
                          href={publication.url}
                          target="_blank"
                          rel="noreferrer"
                          className="underline"
                        >
                          View on X
                        </a>
                      </>
                    )}
                  </p>
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
