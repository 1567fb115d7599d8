import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  importedPosts,
  metricSnapshots,
  publicationParts,
  publications,
  styleSettings,
} from '../db/schema';
import { preparedPerDatabase } from '../db/prepared';
import { importedPostsWhere } from '../history';
import { DEFAULT_STYLE_SETTINGS } from './repository';

export interface OwnPostsInput {
  userId: string;
  /** Only what went out on this account. */
  accountId?: string;
  /** False leaves every text empty, for readers that need only when and how well. */
  withText?: boolean;
}

/**
 * A publication as the query below hands it, `[publicationId, accountId, parts]`, each of its
 * published parts `[position, text, postedAt ms]`.
 */
export type PublicationRow = [string, string | null, [number, string, number][]];
/** A part's latest read: `[publicationId, position, ...figures in PostFigures' order]`. */
export type ReadRow = [
  string,
  number,
  number | null,
  number,
  number,
  number,
  number,
  number,
  ...(number | null)[],
];

/**
 * An imported post: `[id, accountId, text, postedAt ms, impressions, likes, reposts, replies,
 * quotes, bookmarks]`, the last two null where the network does not report them.
 */
export type ImportedRow = [
  string,
  string,
  string,
  number,
  number | null,
  number,
  number,
  number,
  number | null,
  number | null,
];

const epochMs = (column: SQL) => sql`round(extract(epoch from ${column}) * 1000)::bigint`;

const partPostedAt = sql`coalesce(${publicationParts.publishedAt}, ${publications.publishedAt})`;

/** A part is one of the person's posts once it went out, has its network's id, and a time. */
const publishedPartWhere = and(
  eq(publicationParts.status, 'published'),
  isNotNull(publicationParts.xPostId),
  sql`${partPostedAt} is not null`,
);

/**
 * Every published part of the person's publications (on one account when asked), the latest read
 * of each of the person's parts, and the person's imported posts, in one statement. Each comes back as one JSON array: handing
 * thousands of rows over field by field costs several times what the database spends finding
 * them. The parts are looked up per publication (a lateral join on the parts' key): with stale
 * statistics, as after a bulk write and always on PGlite between two ANALYZE runs, a plain join
 * was planned as a nested loop over every part for every publication, thousands of times slower.
 * The reads are one pass over the person's snapshots in the order of
 * `metric_snapshots_user_part_read_idx`, where a lookup per part would cost one index probe each.
 */
export function ownPostRows(db: Database, input: OwnPostsInput) {
  const text = input.withText === false ? sql`''` : sql`${publicationParts.text}`;
  // An aggregate in the subquery keeps the planner from flattening it back into that plain join.
  const partsOfPublication = db
    .select({
      rows: sql`json_agg(json_build_array(${publicationParts.position}, ${text}, ${epochMs(partPostedAt)}))`.as(
        'rows',
      ),
    })
    .from(publicationParts)
    .where(and(eq(publicationParts.publicationId, publications.id), publishedPartWhere))
    .as('parts');
  const parts = db
    .select({
      rows: sql`coalesce(json_agg(json_build_array(${publications.id}, ${publications.accountId}, ${partsOfPublication.rows})), '[]')`,
    })
    .from(publications)
    .innerJoinLateral(partsOfPublication, sql`true`)
    .where(
      and(
        eq(publications.userId, input.userId),
        input.accountId ? eq(publications.accountId, input.accountId) : undefined,
        isNotNull(partsOfPublication.rows),
      ),
    );
  const latest = db
    .selectDistinctOn([metricSnapshots.publicationId, metricSnapshots.position], {
      row: sql`json_build_array(${metricSnapshots.publicationId}, ${metricSnapshots.position}, ${metricSnapshots.impressions}, ${metricSnapshots.likes}, ${metricSnapshots.reposts}, ${metricSnapshots.replies}, ${metricSnapshots.quotes}, ${metricSnapshots.bookmarks}, ${metricSnapshots.linkClicks}, ${metricSnapshots.profileClicks})`.as(
        'row',
      ),
    })
    .from(metricSnapshots)
    .where(eq(metricSnapshots.userId, input.userId))
    // The index's own order (NULLS LAST), so the pass reads it without sorting.
    .orderBy(
      metricSnapshots.publicationId,
      metricSnapshots.position,
      sql`${metricSnapshots.readAt} desc nulls last`,
    )
    .as('latest');
  const reads = db.select({ rows: sql`coalesce(json_agg(${latest.row}), '[]')` }).from(latest);
  const importedText = input.withText === false ? sql`''` : sql`${importedPosts.text}`;
  const imported = db
    .select({
      rows: sql`coalesce(json_agg(json_build_array(${importedPosts.id}, ${importedPosts.accountId}, ${importedText}, ${epochMs(sql`${importedPosts.postedAt}`)}, ${importedPosts.impressions}, ${importedPosts.likes}, ${importedPosts.reposts}, ${importedPosts.replies}, ${importedPosts.quotes}, ${importedPosts.bookmarks})), '[]')`,
    })
    .from(importedPosts)
    .where(importedPostsWhere(db, input));
  return db
    .select({
      publications: sql<PublicationRow[] | string>`(${parts})`,
      reads: sql<ReadRow[] | string>`(${reads})`,
      imported: sql<ImportedRow[] | string>`(${imported})`,
    })
    .from(sql`(select 1) as one`);
}

/**
 * Whether the person's style is on, and how many own posts they have, up to `enough`
 * (`userId`, `enough`): one short statement that tells a generation whether the whole style is
 * worth reading. It counts what `ownPostRows` reads, from the same conditions.
 */
export const styleBasisQuery = (db: Database) => {
  const userId = sql.placeholder('userId');
  const enough = sql.placeholder('enough');
  const published = db
    .select({ one: sql`1` })
    .from(publicationParts)
    .innerJoin(publications, eq(publications.id, publicationParts.publicationId))
    .where(and(eq(publications.userId, userId), publishedPartWhere))
    .limit(enough);
  const imported = db
    .select({ one: sql`1` })
    .from(importedPosts)
    .where(importedPostsWhere(db, { userId }))
    .limit(enough);
  const enabled = db
    .select({ enabled: styleSettings.enabled })
    .from(styleSettings)
    .where(eq(styleSettings.userId, userId));
  return db
    .select({
      enabled: sql<boolean>`coalesce((${enabled}), ${DEFAULT_STYLE_SETTINGS.enabled})`.mapWith(
        Boolean,
      ),
      posts: sql<number>`least(${enough}, (select count(*) from (${published}) as published)
        + (select count(*) from (${imported}) as imported))`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
};
const styleBasis = preparedPerDatabase((db) => styleBasisQuery(db).prepare('style_basis'));

export async function styleBasisOf(
  db: Database,
  input: { userId: string; enough: number },
): Promise<{ enabled: boolean; posts: number }> {
  const [row] = await styleBasis(db).execute(input);
  return row!;
}
