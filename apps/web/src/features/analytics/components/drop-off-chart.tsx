import type { AnalyticsPublication, AnalyticsResponse } from '@quillpost/shared';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatLongDate } from '@/lib/zoned-format';
import { NotReported } from '@/components/not-reported';
import { networkName } from '@/lib/networks';
import {
  formatCompact,
  formatCount,
  formatRate,
  plural,
  silentBy,
  silentNetworks,
} from '../lib/format';
import { chartTheme, tooltipStyle } from './chart-theme';
import { ChartTable, FigureCard } from './figure-card';

/** A part's impressions as a share of the first part's. */
const retention = (impressions: number, first: number | null) => (first ? impressions / first : 0);

const threadLabel = (thread: AnalyticsPublication, timezone: string) =>
  `${formatLongDate(thread.publishedAt, timezone)}: ${thread.excerpt.slice(0, 60)}`;

export function DropOffChart({
  publications,
  dropOff,
  timezone,
}: {
  publications: AnalyticsPublication[];
  dropOff: AnalyticsResponse['dropOff'];
  timezone: string;
}) {
  const all = publications.filter((p) => p.kind === 'thread' && p.parts.length > 1);
  // A thread on a network that reports no impressions has no drop-off to show.
  const threads = all.filter((p) => p.parts[0]!.impressions !== null);
  const silent = silentNetworks(all.map((p) => ({ ...p, impressions: p.parts[0]!.impressions })));
  const [chosenId, setChosenId] = useState<string>();
  const selectId = useId();
  const thread = threads.find((t) => t._id === chosenId) ?? threads[0];
  const seenFirst = (dropOff.find((at) => at.position === 1)?.impressions ?? 0) > 0;
  const second = seenFirst ? dropOff.find((at) => at.position === 2) : undefined;
  return (
    <FigureCard
      title="Where readers leave your threads"
      description={
        second
          ? `Across ${plural(second.threads, 'thread')}, ${formatRate(second.retention)} of the people who saw part 1 also saw part 2.`
          : 'Impressions of each part of a thread.'
      }
    >
      {!thread ? (
        <p className="text-sm text-muted-foreground">
          {all.length === 0
            ? 'No thread was published in this period.'
            : `No thread with impressions in this period: ${silentBy(silent)} reports none.`}
        </p>
      ) : (
        <>
          <label htmlFor={selectId} className="text-sm font-medium">
            Thread
          </label>
          <select
            id={selectId}
            value={thread._id}
            onChange={(event) => setChosenId(event.target.value)}
            className="mt-1 mb-3 block h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {threads.map((t) => (
              <option key={t._id} value={t._id}>
                {threadLabel(t, timezone)}
              </option>
            ))}
          </select>
          <div
            className="h-56"
            role="img"
            aria-label={`Bar chart of impressions by part: ${thread.parts
              .map(
                (part) =>
                  `part ${part.position}, ${part.impressions === null ? 'not reported' : formatCount(part.impressions)}`,
              )
              .join('; ')}.`}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={thread.parts} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="position"
                  tickFormatter={(p) => `Part ${p}`}
                  tick={chartTheme.tick}
                />
                <YAxis tickFormatter={formatCompact} tick={chartTheme.tick} width={44} />
                <Tooltip {...tooltipStyle} labelFormatter={(p) => `Part ${String(p)}`} />
                <Bar
                  dataKey="impressions"
                  name="Impressions"
                  fill={chartTheme.first}
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ChartTable caption="Impressions by part of the chosen thread">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Impressions</th>
                <th scope="col">Of part 1</th>
              </tr>
            </thead>
            <tbody>
              {thread.parts.map((part) => (
                <tr key={part.position}>
                  <th scope="row" className="font-normal">
                    {part.position}
                  </th>
                  {part.impressions === null ? (
                    <>
                      <td>
                        <NotReported by={networkName(thread.network)} />
                      </td>
                      <td />
                    </>
                  ) : (
                    <>
                      <td>{formatCount(part.impressions)}</td>
                      <td>
                        {formatRate(retention(part.impressions, thread.parts[0]!.impressions))}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </ChartTable>
        </>
      )}
    </FigureCard>
  );
}
