import { and, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  importedPosts,
  metricSnapshots,
  publicationParts,
  publications,
  styleSettings,
} from '../db/schema';
import { OFFSET_ZERO } from '../db/offset-zero';
import { preparedPerDatabase } from '../db/prepared';
import { importedPostsWhere } from '../history';
import { DEFAULT_STYLE_SETTINGS } from './repository';

/** What varies the statement's text: whether one account is asked about, and with texts. */
export interface OwnPostsShape {
  onAccount: boolean;
  withText: boolean;
}

export interface OwnPostsInput {
  userId: string;
  /** Only what went out on this account. */
  accountId?: string;
  /** False leaves every text empty, for readers that need only when and how well. */
  withText?: boolean;
}

/** A JSON array per column; arrays of the same group are as long as each other. */
type Columns<T extends unknown[]> = { [Index in keyof T]: T[Index][] };

/** Published parts: publication id, account id, position, text, posted at (ms). */
export type PartColumns = Columns<[string, string | null, number, string, number]>;
/**
 * Impressions (null where the network reports none), likes, reposts, replies, then quotes and
 * bookmarks, of type `Counted` (null in an import from a network that does not report them).
 */
type Figures<Counted> = [number | null, number, number, number, Counted, Counted];
/**
 * Each part's latest read: publication id, position, the `Figures`, link clicks, profile clicks
 * (`PostFigures`' order).
 */
export type ReadColumns = Columns<
  [string, number, ...Figures<number>, number | null, number | null]
>;
/** Imported posts: id, account id, text, posted at (ms), then the `Figures`. */
export type ImportedColumns = Columns<[string, string, string, number, ...Figures<number | null>]>;

/** The figures a snapshot and an imported post both keep, in `PostFigures`' order. */
const FIGURES = ['impressions', 'likes', 'reposts', 'replies', 'quotes', 'bookmarks'] as const;

const pick = <T, K extends keyof T>(from: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, from[name]])) as Pick<T, K>;

/** Milliseconds since the epoch, in floating point: numeric arithmetic costs several times more. */
const epochMs = (column: SQL) => sql`round(date_part('epoch', ${column}) * 1000)::bigint`;

/**
 * One JSON array per expression, over the rows of the statement it is selected in (empty arrays
 * when there are none). Thousands of rows come back as a few values: handing them over row by row
 * costs several times what the database spends finding them, and an array per row (one
 * `json_build_array` each) costs twice what an aggregate per column does.
 */
const columns = (expressions: SQLWrapper[]) =>
  sql`json_build_array(${sql.join(
    expressions.map((expression) => sql`coalesce(json_agg(${expression}), '[]')`),
    sql`, `,
  )})`;

const partPostedAt = sql`coalesce(${publicationParts.publishedAt}, ${publications.publishedAt})`;

/** A part is one of the person's posts once it went out, has its network's id, and a time. */
const publishedPartWhere = and(
  eq(publicationParts.status, 'published'),
  isNotNull(publicationParts.xPostId),
  sql`${partPostedAt} is not null`,
);

/**
 * The published parts of the publication of the row around it (`publications`): the condition of
 * a subquery joined with `innerJoinLateral` and kept apart with `OFFSET_ZERO`, so each
 * publication's parts are looked up by the parts' key (planned as a join, with stale statistics,
 * every part was paired with every publication).
 */
const publishedPartOfPublication = and(
  eq(publicationParts.publicationId, publications.id),
  publishedPartWhere,
);

/**
 * Every published part of the person's publications (on one account when asked), the latest read
 * of each of the person's parts, and the person's imported posts, in one statement, each as
 * `columns`. The parts are looked up per publication on the parts' key: with stale statistics, as
 * after a bulk write and on PGlite between two ANALYZE runs, a plain join (or `in`) was planned as
 * a nested loop pairing every part with every publication, thousands of times slower. `offset 0`
 * keeps the planner from flattening the lookup back into that join. The reads are one pass over
 * the person's snapshots in the order of `metric_snapshots_user_part_read_idx`, where a lookup
 * per part would cost one index probe each.
 */
export function ownPostsQuery(db: Database, shape: OwnPostsShape) {
  const userId = sql.placeholder('userId');
  const accountId = shape.onAccount ? sql.placeholder('accountId') : undefined;
  const partsOfPublication = db
    .select({
      position: publicationParts.position,
      text: shape.withText ? publicationParts.text : sql<string>`''::text`.as('text'),
      postedAt: sql<number>`${epochMs(partPostedAt)}`.as('posted_at'),
    })
    .from(publicationParts)
    .where(publishedPartOfPublication)
    .offset(OFFSET_ZERO)
    .as('parts');
  const parts = db
    .select({
      columns: columns([
        publications.id,
        publications.accountId,
        partsOfPublication.position,
        partsOfPublication.text,
        partsOfPublication.postedAt,
      ]),
    })
    .from(publications)
    .innerJoinLateral(partsOfPublication, sql`true`)
    .where(
      and(
        eq(publications.userId, userId),
        accountId ? eq(publications.accountId, accountId) : undefined,
      ),
    );
  const snapshot = metricSnapshots;
  const latest = db
    .selectDistinctOn([snapshot.publicationId, snapshot.position], {
      publicationId: snapshot.publicationId,
      position: snapshot.position,
      ...pick(snapshot, FIGURES),
      linkClicks: snapshot.linkClicks,
      profileClicks: snapshot.profileClicks,
    })
    .from(snapshot)
    .where(eq(snapshot.userId, userId))
    // The index's own order (NULLS LAST), so the pass reads it without sorting.
    .orderBy(snapshot.publicationId, snapshot.position, sql`${snapshot.readAt} desc nulls last`)
    .as('latest');
  const reads = db
    .select({
      columns: columns([
        latest.publicationId,
        latest.position,
        ...FIGURES.map((name) => latest[name]),
        latest.linkClicks,
        latest.profileClicks,
      ]),
    })
    .from(latest);
  const imported = db
    .select({
      columns: columns([
        importedPosts.id,
        importedPosts.accountId,
        shape.withText ? importedPosts.text : sql`''::text`,
        epochMs(sql`${importedPosts.postedAt}`),
        ...FIGURES.map((name) => importedPosts[name]),
      ]),
    })
    .from(importedPosts)
    .where(importedPostsWhere(db, { userId, accountId }));
  return db
    .select({
      parts: sql<PartColumns | string>`(${parts})`,
      reads: sql<ReadColumns | string>`(${reads})`,
      imported: sql<ImportedColumns | string>`(${imported})`,
    })
    .from(sql`(select 1) as one`);
}

/** One prepared statement per shape of the question. */
const ownPostStatements = [false, true].map((onAccount) =>
  [false, true].map((withText) =>
    preparedPerDatabase((db) =>
      ownPostsQuery(db, { onAccount, withText }).prepare(
        `own_posts${onAccount ? '_of_account' : ''}${withText ? '' : '_without_text'}`,
      ),
    ),
  ),
);

/** `ownPostsQuery`'s answer, its one row, for the person (and account) asked about. */
export async function ownPostRows(db: Database, input: OwnPostsInput) {
  const statement = ownPostStatements[input.accountId ? 1 : 0]![input.withText === false ? 0 : 1]!;
  const [row] = await statement(db).execute({ userId: input.userId, accountId: input.accountId });
  return row!;
}

/**
 * Whether the person's style is on, and how many own posts they have, up to `enough`
 * (placeholders `userId`, `enough`): two short columns that tell a generation whether the whole
 * style is worth reading. They count what `ownPostRows` reads, from the same conditions. A
 * statement of the generation's own may select them beside what else it reads.
 *
 * The published parts are counted first, each publication's parts looked up by its key in the
 * order of the person's index, so the count stops at `enough` whatever plan is kept for it.
 * Imported posts are counted only when the published ones fall short: telling an imported post
 * from one of the person's own publications compares it with their parts, and with a history
 * imported over their publications that took 11 to 16 ms on PGlite for 2,000 of them.
 */
export const styleBasisColumns = (db: Database) => {
  const userId = sql.placeholder('userId');
  const enough = sql.placeholder('enough');
  const publishedParts = db
    .select({ one: sql`1` })
    .from(publicationParts)
    .where(publishedPartOfPublication)
    .offset(OFFSET_ZERO)
    .as('parts');
  const published = db
    .select({ one: sql`1` })
    .from(publications)
    .innerJoinLateral(publishedParts, sql`true`)
    .where(eq(publications.userId, userId))
    .orderBy(publications.userId, publications.publishedAt)
    .limit(enough);
  const imported = db
    .select({ one: sql`1` })
    .from(importedPosts)
    .where(importedPostsWhere(db, { userId, eachByKey: true }))
    .limit(enough);
  const enabled = db
    .select({ enabled: styleSettings.enabled })
    .from(styleSettings)
    .where(eq(styleSettings.userId, userId));
  return {
    styleEnabled: sql<boolean>`coalesce((${enabled}), ${DEFAULT_STYLE_SETTINGS.enabled})`.mapWith(
      Boolean,
    ),
    stylePosts: sql<number>`(select case when counted.published >= ${enough} then ${enough}
        else least(${enough}, counted.published
          + (select count(*) from (${imported}) as imported)) end
      from (select count(*) as published from (${published}) as published) as counted)`.mapWith(
      Number,
    ),
  };
};

/** The style's basis alone, in one short statement (`userId`, `enough`). */
export const styleBasisQuery = (db: Database) =>
  db.select(styleBasisColumns(db)).from(sql`(select 1) as one`);
const styleBasis = preparedPerDatabase((db) => styleBasisQuery(db).prepare('style_basis'));

/** Whether the person's style is on, and how many own posts it has to learn from (up to a bound). */
export interface StyleBasis {
  enabled: boolean;
  posts: number;
}

/** The basis from a row that selected `styleBasisColumns`. */
export const styleBasisOfRow = (row: {
  styleEnabled: boolean;
  stylePosts: number;
}): StyleBasis => ({
  enabled: row.styleEnabled,
  posts: row.stylePosts,
});

export async function styleBasisOf(
  db: Database,
  input: { userId: string; enough: number },
): Promise<StyleBasis> {
  const [row] = await styleBasis(db).execute(input);
  return styleBasisOfRow(row!);
}
