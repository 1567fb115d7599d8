import type { AnalyticsResponse } from '@quillpost/shared';
import {
  formatCount,
  hourLabel,
  NOTHING_TO_COMPARE,
  plural,
  postsLabel,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from '../lib/format';
import { FigureCard } from './figure-card';

type Hours = AnalyticsResponse['byHour'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const BEST = 3;

/** Impressions per post by the hour of the week a post went out: darker is better. */
export function HourHeatmap({ byHour }: { byHour: Hours }) {
  const cells = new Map(byHour.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  const top = Math.max(1, ...byHour.map((cell) => cell.impressionsPerPost));
  const best = byHour
    .filter((cell) => cell.impressionsPerPost > 0)
    .sort((a, b) => b.impressionsPerPost - a.impressionsPerPost)
    .slice(0, BEST);
  return (
    <FigureCard
      title="By hour of the week"
      description="Impressions per post by when it went out; darker is better."
    >
      {/* Fixed layout: 24 equal columns that share the card's width, whatever the hour labels. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-72 table-fixed border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">
            Impressions per post and posts by weekday and hour; empty hours had no posts
          </caption>
          <thead>
            <tr>
              <td className="w-9" />
              {HOURS.map((hour) => (
                <th
                  key={hour}
                  scope="col"
                  className="overflow-visible text-[10px] font-normal whitespace-nowrap text-muted-foreground sm:text-xs"
                >
                  <span aria-hidden>{hour % 3 === 0 ? hour : ''}</span>
                  <span className="sr-only">{hourLabel(hour)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day, index) => (
              <tr key={day}>
                <th scope="row" className="pr-2 text-left font-normal text-muted-foreground">
                  <abbr title={WEEKDAY_NAMES[index]} className="no-underline">
                    {day}
                  </abbr>
                </th>
                {HOURS.map((hour) => {
                  const cell = cells.get(`${index + 1}:${hour}`);
                  const strength = cell ? 15 + Math.round((cell.impressionsPerPost / top) * 85) : 0;
                  return (
                    <td
                      key={hour}
                      className="h-4 rounded-sm bg-muted sm:h-5"
                      style={
                        cell
                          ? {
                              background: `color-mix(in oklch, var(--chart-1) ${strength}%, transparent)`,
                            }
                          : undefined
                      }
                      title={
                        cell
                          ? `${WEEKDAY_NAMES[index]} ${hourLabel(hour)}: ${plural(cell.impressionsPerPost, 'impression')} per post, ${postsLabel(cell.posts)}`
                          : undefined
                      }
                    >
                      <span className="sr-only">
                        {cell
                          ? `${plural(cell.impressionsPerPost, 'impression')} per post, ${postsLabel(cell.posts)}`
                          : 'no posts'}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {best.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{NOTHING_TO_COMPARE}</p>
      ) : (
        <p className="mt-3 text-sm">
          Best hours:{' '}
          {best
            .map(
              (cell) =>
                `${WEEKDAY_NAMES[cell.weekday - 1]} ${hourLabel(cell.hour)} (${formatCount(cell.impressionsPerPost)} per post, ${postsLabel(cell.posts)})`,
            )
            .join('; ')}
          .
        </p>
      )}
    </FigureCard>
  );
}
