import {
  MAX_FIGURES_IDS,
  PAGE_LIMIT_MAX,
  PUBLICATIONS_PAGE_DEFAULT,
  SCHEDULE_STATUSES,
  scheduleHistoryFrom,
} from '@quillpost/shared';
import { inArray, sql } from 'drizzle-orm';
import { publishedPartsOf } from '../../apps/server/src/analytics/figures';
import { partsWithLatestRead } from '../../apps/server/src/analytics/repository';
import { DEFAULT_PERIOD_DAYS } from '../../apps/server/src/analytics/service';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { listPublications } from '../../apps/server/src/publications/repository';
import { explainCalls, type QueryPlan } from './query-plans';
import { RECENT_DAYS, seedPublishedHistory, SNAPSHOTS_PER_PART } from './seed-published';

const DAY = 86_400_000;

/** The reads of the published-scale section, each as the web app sends it. */
export const PUBLISHED_READS = [
  'schedule',
  'schedule figures',
  'default page',
  'analytics window',
  'analytics default',
] as const;
export type PublishedRead = (typeof PUBLISHED_READS)[number];

export interface PublishedHistory {
  /** Wall time of seeding publications, parts and snapshots (and ANALYZE on PostgreSQL). */
  seedSeconds: number;
  rows: { publications: number; snapshots: number };
  /** The instant the history was seeded up to: the explicit analytics window ends there. */
  now: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of every statement of each read, by person's email. */
  plans: Record<string, Record<PublishedRead, QueryPlan[]>>;
  /** The ids the schedule screen asks figures for (its published items, sorted, the first 100). */
  figureIds: Record<string, string[]>;
}

/** The first page the schedule screen asks for (it pages back while pages are full). */
const scheduleQuery = (to: Date) => ({
  from: scheduleHistoryFrom(to),
  status: SCHEDULE_STATUSES.join(','),
  limit: String(PAGE_LIMIT_MAX),
});

/** The path and query string each read sends at `now` (the default period sends none). */
export function readPath(read: PublishedRead, now: number, figureIds: string[]): string {
  const to = new Date(now);
  if (read === 'schedule figures') {
    return `/api/v0/analytics/publications?${new URLSearchParams({ ids: figureIds.join(',') })}`;
  }
  if (read === 'schedule') {
    return `/api/v0/publications?${new URLSearchParams(scheduleQuery(to))}`;
  }
  if (read === 'default page') return '/api/v0/publications';
  if (read === 'analytics default') return '/api/v0/analytics';
  const from = new Date(now - RECENT_DAYS * DAY).toISOString();
  return `/api/v0/analytics?${new URLSearchParams({ from, to: to.toISOString() })}`;
}

/**
 * Gives each person a published publication for every post (see `seed-published.ts`), then
 * explains each read's SQL, captured from the server's own repository functions, for each person.
 */
export async function preparePublishedHistory(input: {
  databaseUrl?: string;
  pgliteDir: string;
  postIdsByEmail: Map<string, string[]>;
}): Promise<PublishedHistory> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: input.databaseUrl, pgliteDir: input.pgliteDir });
  try {
    const emails = [...input.postIdsByEmail.keys()];
    const found = await handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const userIds = new Map(found.map((user) => [user.email, user.id]));
    const now = Date.now();
    const people = emails.map((email) => ({
      userId: userIds.get(email)!,
      postIds: input.postIdsByEmail.get(email)!,
    }));
    await seedPublishedHistory(handle.db, { people, now });
    // PostgreSQL's autovacuum analyses new tables within a minute; do it now so the run does not
    // depend on when. PGlite has no autovacuum: its planner works from table sizes, as in use.
    if (handle.kind === 'postgres') await handle.db.execute(sql`ANALYZE`);
    const seedSeconds = (performance.now() - started) / 1000;

    const plans: PublishedHistory['plans'] = {};
    const figureIds: PublishedHistory['figureIds'] = {};
    for (const [email, userId] of userIds) {
      const to = new Date(now);
      const schedulePage = (db: Parameters<typeof listPublications>[0]) =>
        listPublications(db, {
          userId,
          from: new Date(scheduleHistoryFrom(to)),
          statuses: [...SCHEDULE_STATUSES],
          limit: PAGE_LIMIT_MAX,
        });
      const listed = await schedulePage(handle.db);
      const publicationIds = listed
        .filter((publication) => publication.status === 'published')
        .map((publication) => publication.id)
        .sort()
        .slice(0, MAX_FIGURES_IDS);
      figureIds[email] = publicationIds;
      const windowFrom = new Date(now - RECENT_DAYS * DAY);
      const defaultFrom = new Date(now - DEFAULT_PERIOD_DAYS * DAY);
      const analytics = (from: Date) => (db: Parameters<typeof listPublications>[0]) =>
        partsWithLatestRead(db, { userId, from, to, timezone: 'UTC' });
      plans[email] = {
        schedule: await explainCalls(handle, schedulePage),
        'schedule figures': await explainCalls(handle, (db) =>
          publishedPartsOf(db, { userId, publicationIds }),
        ),
        'default page': await explainCalls(handle, (db) =>
          listPublications(db, { userId, limit: PUBLICATIONS_PAGE_DEFAULT }),
        ),
        'analytics window': await explainCalls(handle, analytics(windowFrom)),
        'analytics default': await explainCalls(handle, analytics(defaultFrom)),
      };
    }
    const publications = people.reduce((sum, person) => sum + person.postIds.length, 0);
    return {
      seedSeconds,
      rows: { publications, snapshots: publications * SNAPSHOTS_PER_PART },
      now,
      plans,
      figureIds,
    };
  } finally {
    await handle.close();
  }
}
