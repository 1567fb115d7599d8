import type { BestTimes, BestTimesHour } from '@quillpost/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useBestTimes, useUseAsSlots } from '../api/best-times';
import { formatRate, hourLabel, WEEKDAY_NAMES, WEEKDAYS } from '../lib/format';
import { FigureCard } from './figure-card';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const rateOf = (bestTimes: BestTimes, value: number) =>
  bestTimes.measure === 'impressions' ? formatRate(value) : `${value.toFixed(1)} engagements`;

/** The suggested slots in words: "Mon 09:00, Wed 18:00". */
const slotsInWords = (slots: BestTimes['suggested']) =>
  slots.map((slot) => `${WEEKDAYS[slot.weekday - 1]} ${slot.time}`).join(', ');

/**
 * When the account's posts do best, hour by hour through the week: days across and hours down,
 * so all seven days fit a phone's width; darker is better, outlined hours are the suggestions.
 */
export function BestTimesCard({ accountId }: { accountId: string }) {
  const bestTimes = useBestTimes(accountId);
  return (
    <FigureCard
      title="Best times to post"
      description="Engagement by hour of the week; hours with few posts lean toward your average."
    >
      {bestTimes.isPending ? (
        <Spinner />
      ) : bestTimes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(bestTimes.error)}
        </p>
      ) : (
        <BestTimesBody bestTimes={bestTimes.data} />
      )}
    </FigureCard>
  );
}

function BestTimesBody({ bestTimes }: { bestTimes: BestTimes }) {
  const [asking, setAsking] = useState(false);
  const save = useUseAsSlots();
  const cells = new Map(bestTimes.hours.map((hour) => [`${hour.weekday}:${hour.hour}`, hour]));
  const withPosts = bestTimes.hours.filter((hour) => hour.posts > 0);
  const low = Math.min(...withPosts.map((hour) => hour.score));
  const high = Math.max(...withPosts.map((hour) => hour.score));
  const suggested = new Set(bestTimes.suggested.map((slot) => `${slot.weekday}:${slot.time}`));
  const strength = (hour: BestTimesHour) =>
    high > low ? 15 + Math.round(((hour.score - low) / (high - low)) * 85) : 50;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {bestTimes.enough
          ? `From ${bestTimes.basis} posts on this account, in ${bestTimes.timezone}.`
          : `Only ${bestTimes.basis} of the 20 posts needed on this account (each part of a thread counts as one), so the suggestions below are the default slots, not learned from your posts.`}
      </p>
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">
          Engagement by weekday and hour in {bestTimes.timezone}; empty hours had no posts
        </caption>
        <thead>
          <tr>
            <td className="w-12" />
            {WEEKDAYS.map((day, index) => (
              <th key={day} scope="col" className="font-normal text-muted-foreground">
                <abbr title={WEEKDAY_NAMES[index]} className="no-underline">
                  {day}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row" className="pr-1 text-left font-normal text-muted-foreground">
                {hourLabel(hour)}
              </th>
              {WEEKDAYS.map((day, index) => {
                const cell = cells.get(`${index + 1}:${hour}`);
                const filled = cell && cell.posts > 0;
                const words = filled
                  ? `${rateOf(bestTimes, cell.engagementRate ?? 0)} over ${cell.posts} ${cell.posts === 1 ? 'post' : 'posts'}, ${cell.confidence} confidence`
                  : 'no posts';
                return (
                  <td
                    key={day}
                    className={cn(
                      'h-4 rounded-sm bg-muted',
                      suggested.has(`${index + 1}:${hourLabel(hour)}`) &&
                        'ring-2 ring-foreground ring-inset',
                    )}
                    style={
                      filled
                        ? {
                            background: `color-mix(in oklch, var(--chart-1) ${strength(cell)}%, transparent)`,
                          }
                        : undefined
                    }
                    title={`${WEEKDAY_NAMES[index]} ${hourLabel(hour)}: ${words}`}
                  >
                    <span className="sr-only">{words}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        {bestTimes.suggestedAreDefaults ? 'Default slots' : 'Suggested slots'}:{' '}
        {slotsInWords(bestTimes.suggested)} ({bestTimes.timezone}).
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setAsking(true)} disabled={save.isPending}>
          Use as my queue slots
        </Button>
        <p role="status" className="text-sm empty:hidden">
          {save.isSuccess
            ? 'Your queue slots are now these times.'
            : save.isError
              ? errorMessage(save.error)
              : ''}
        </p>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Replace your queue slots?"
        message={`Your weekly slots become ${slotsInWords(bestTimes.suggested)} in ${bestTimes.timezone}. Posts already scheduled keep their times.`}
        keepLabel="Keep my slots"
        confirmLabel="Use these slots"
        onConfirm={() => save.mutate({ timezone: bestTimes.timezone, slots: bestTimes.suggested })}
      />
    </div>
  );
}
