import type { AnalyticsResponse } from '@quillpost/shared';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact, formatCount, longDate, plural, shortDate } from '../lib/format';
import { ChartTable, FigureCard } from './figure-card';
import { chartTheme, tooltipStyle } from './chart-theme';

type Daily = AnalyticsResponse['daily'];

export function OverTimeChart({ daily }: { daily: Daily }) {
  return (
    <FigureCard
      title="Impressions and engagements over time"
      description="By the day each post went out, from its latest read."
    >
      {daily.length < 2 ? <OneDay daily={daily} /> : <Lines daily={daily} />}
    </FigureCard>
  );
}

/** A line needs two days: until then, the one day's figures in words. */
function OneDay({ daily }: { daily: Daily }) {
  const day = daily[0];
  return (
    <div className="text-sm">
      {day && (
        <p>
          {longDate(day.date)}: <strong>{plural(day.impressions, 'impression')}</strong> and{' '}
          <strong>{plural(day.engagements, 'engagement')}</strong>.
        </p>
      )}
      <p className="mt-1 text-muted-foreground">Figures over time appear from the second day.</p>
    </div>
  );
}

function Lines({ daily }: { daily: Daily }) {
  const total = daily.reduce((sum, day) => sum + day.impressions, 0);
  return (
    <>
      <div
        className="h-64"
        role="img"
        aria-label={`Line chart of impressions and engagements over ${plural(daily.length, 'day')} with posts, ${plural(total, 'impression')} in all.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={shortDate} tick={chartTheme.tick} />
            <YAxis
              yAxisId="impressions"
              tickFormatter={formatCompact}
              tick={chartTheme.tick}
              width={44}
            />
            <YAxis
              yAxisId="engagements"
              orientation="right"
              tickFormatter={formatCompact}
              tick={chartTheme.tick}
              width={40}
            />
            <Tooltip {...tooltipStyle} labelFormatter={(label) => shortDate(String(label))} />
            <Legend />
            <Line
              yAxisId="impressions"
              type="monotone"
              dataKey="impressions"
              name="Impressions"
              stroke={chartTheme.first}
              strokeWidth={2}
              dot={daily.length < 40}
              isAnimationActive={false}
            />
            <Line
              yAxisId="engagements"
              type="monotone"
              dataKey="engagements"
              name="Engagements"
              stroke={chartTheme.second}
              strokeWidth={2}
              dot={daily.length < 40}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption="Impressions and engagements by day">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Impressions</th>
            <th scope="col">Engagements</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="font-normal">
                {longDate(day.date)}
              </th>
              <td>{formatCount(day.impressions)}</td>
              <td>{formatCount(day.engagements)}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </>
  );
}
