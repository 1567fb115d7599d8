import { importedPostsOf, type ImportedPostRow } from '../history';
import type { AppDeps } from '../types';
import type { PublicationRow } from './summary';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The day, weekday and hour an instant falls on in a time zone, as the SQL of the parts gives. */
function localTime(instant: Date, timezone: string) {
  const fields: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of format.formatToParts(instant)) fields[part.type] = part.value;
  return {
    localDate: `${fields.year}-${fields.month}-${fields.day}`,
    weekday: WEEKDAYS.indexOf(fields.weekday!) + 1,
    hour: Number(fields.hour),
  };
}

function asPublication(
  row: ImportedPostRow,
  timezone: string,
  reportsImpressions: boolean,
): PublicationRow {
  return {
    id: row.id,
    postId: '',
    imported: true,
    kind: 'tweet',
    format: null,
    voice: null,
    publishedAt: row.postedAt,
    ...localTime(row.postedAt, timezone),
    network: row.network,
    accountId: row.accountId,
    reportsImpressions,
    parts: [
      {
        position: 1,
        xPostId: row.remoteId,
        text: row.text,
        url: row.url,
        figures: {
          impressions: row.impressions,
          likes: row.likes,
          reposts: row.reposts,
          replies: row.replies,
          quotes: row.quotes ?? 0,
          bookmarks: row.bookmarks ?? 0,
          linkClicks: null,
          profileClicks: null,
        },
        readAt: row.importedAt,
        simulated: false,
      },
    ],
  };
}

/** The posts imported from the accounts' histories that were posted in the period, as publications. */
export async function importedPublications(
  deps: AppDeps,
  input: {
    userId: string;
    accountId?: string;
    from: Date;
    to: Date;
    timezone: string;
    reportsImpressions: (network: string) => boolean;
  },
): Promise<PublicationRow[]> {
  const rows = await importedPostsOf(deps.db, input);
  return rows.map((row) =>
    asPublication(row, input.timezone, input.reportsImpressions(row.network)),
  );
}
