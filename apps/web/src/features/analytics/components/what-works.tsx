import type { GroupFigures } from '@quillpost/shared';
import { NotReported } from '@/components/not-reported';
import { formatCount, formatRate, NOTHING_TO_COMPARE, postsLabel } from '../lib/format';
import { FigureCard } from './figure-card';

export interface Group extends GroupFigures {
  label: string;
}

/** Groups side by side: impressions per post as a bar, with the rate and how many posts. */
export function GroupBars({
  title,
  groupName,
  description,
  groups,
  silentBy,
}: {
  title: string;
  /** The first column's heading, as a reader would name one group: "Format", "Tone". */
  groupName: string;
  description: string;
  groups: Group[];
  /** Who reports no impressions, for a group of their posts alone: "Bluesky or Mastodon". */
  silentBy: string;
}) {
  const top = Math.max(1, ...groups.map((group) => group.impressionsPerPost));
  return (
    <FigureCard title={title} description={description}>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing published in this period.</p>
      ) : groups.every((group) => group.impressionsPerPost === 0) ? (
        <p className="text-sm text-muted-foreground">{NOTHING_TO_COMPARE}</p>
      ) : (
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{`${title}: impressions per post, engagement rate and posts`}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {groupName}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Impressions per post
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Rate
              </th>
              <th scope="col" className="py-1 text-right font-medium whitespace-nowrap">
                Rests on
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.label} className="border-t">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {group.label}
                </th>
                <td className="w-2/5 py-2 pr-3">
                  <div className="flex items-center gap-2">
                    <div
                      aria-hidden
                      className="h-2.5 rounded-full bg-chart-1"
                      style={{ width: `${Math.max(2, (group.impressionsPerPost / top) * 100)}%` }}
                    />
                    <span>{formatCount(group.impressionsPerPost)}</span>
                  </div>
                </td>
                <td className="py-2 pr-3 text-right">
                  {group.engagementRate === null ? (
                    <NotReported by={silentBy} />
                  ) : (
                    formatRate(group.engagementRate)
                  )}
                </td>
                <td className="py-2 text-right whitespace-nowrap text-muted-foreground">
                  {postsLabel(group.posts)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </FigureCard>
  );
}
