import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PostKind } from '@quillpost/shared';
import type { Database } from '../db/client';
import { jsonColumn } from '../db/json-column';
import { preparedPerDatabase } from '../db/prepared';
import { posts } from '../db/schema';
import { styleBasisColumns, styleBasisOfRow, type StyleBasis } from '../style';
import { countGeneration } from '../usage';

export type PostRow = typeof posts.$inferSelect;

/** The columns a post is answered with: a page reads only these. */
const postColumns = {
  id: posts.id,
  title: posts.title,
  content: posts.content,
  format: posts.format,
  voice: posts.voice,
  tags: posts.tags,
  source: posts.source,
  variantOf: posts.variantOf,
  evergreen: posts.evergreen,
  media: posts.media,
  createdAt: posts.createdAt,
};
export type PostFields = Pick<PostRow, keyof typeof postColumns>;

const column = (name: string, as: string) => sql`${sql.placeholder(name)}`.as(as);

const countedInsert = preparedPerDatabase((db) => {
  const counted = db.$with('counted').as(countGeneration(db));
  return db
    .with(counted)
    .insert(posts)
    .select(
      db
        .select({
          id: column('id', 'id'),
          userId: column('userId', 'user_id'),
          kind: column('kind', 'kind'),
          title: column('title', 'title'),
          content: column('content', 'content'),
          format: column('format', 'format'),
          voice: column('voice', 'voice'),
          tags: column('tags', 'tags'),
          source: column('source', 'source'),
          // A generated post is no variant, and starts neither evergreen nor with images.
          variantOf: sql`null`.as('variant_of'),
          evergreen: sql`null::jsonb`.as('evergreen'),
          media: sql`'[]'::jsonb`.as('media'),
          createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`.as('created_at'),
        })
        .from(counted),
    )
    .returning({ id: posts.id })
    .prepare('insert_counted_post');
});

/**
 * Saves the post in the same statement that counts its generation (a data-modifying CTE answering
 * one row when the generation was counted): atomic, and one round trip instead of a
 * four-statement transaction. Answers whether it was saved: not when the limit was reached. Every
 * column is given, so nothing but the id is read back.
 */
export async function insertCountedPost(
  db: Database,
  input: { post: PostRow; period: string; limit: number },
): Promise<boolean> {
  const { post } = input;
  const saved = await countedInsert(db).execute({
    ...post,
    createdAt: post.createdAt.toISOString(),
    period: input.period,
    limit: input.limit,
  });
  return saved.length > 0;
}

/** Saves a post the person wrote: no generation, so nothing is counted. */
export async function insertWrittenPost(db: Database, post: PostRow): Promise<void> {
  await db.insert(posts).values(post);
}

/**
 * Posts are ordered by their id as a uuid, which only the `(user_id, kind, id::uuid)` index gives
 * (see the schema): the planner then reads this library's index range, whatever the statistics.
 */
const idOrder = sql`(${posts.id}::uuid)`;
const isBefore = (before: unknown) => sql`${idOrder} < ${before}::uuid`;

/**
 * A library's posts in id order, `limit` at a time (placeholders `userId`, `kind`, `limit`, and
 * `after` and `before` for the cursors that apply, chosen when the query is built).
 */
const libraryQuery = (
  db: Database,
  input: { newestFirst: boolean; after: boolean; before: boolean },
) =>
  db
    .select(postColumns)
    .from(posts)
    .where(
      and(
        eq(posts.userId, sql.placeholder('userId')),
        eq(posts.kind, sql.placeholder('kind')),
        input.after ? sql`${idOrder} > ${sql.placeholder('after')}::uuid` : undefined,
        input.before ? isBefore(sql.placeholder('before')) : undefined,
      ),
    )
    .orderBy(input.newestFirst ? desc(idOrder) : asc(idOrder))
    .limit(sql.placeholder('limit'));

/** The newest `limit` posts of a library (placeholders `userId`, `kind`, `limit`, `before`). */
export const newestPageQuery = (db: Database, before: boolean) =>
  libraryQuery(db, { newestFirst: true, after: false, before });
const firstPage = preparedPerDatabase((db) => newestPageQuery(db, false).prepare('posts_page'));
const pageBefore = preparedPerDatabase((db) =>
  newestPageQuery(db, true).prepare('posts_page_before'),
);

/** The newest `limit` posts before the cursor (if any), oldest first. */
export async function listPostsPage(
  db: Database,
  input: { userId: string; kind: PostKind; limit: number; before?: string },
): Promise<PostFields[]> {
  const page = input.before ? pageBefore(db) : firstPage(db);
  const newest = await page.execute(input);
  return newest.reverse();
}

/**
 * The contents of a user's newest tweets and newest threads, `limit` of each (placeholders
 * `userId`, `limit`): two backward range scans of the library index, each kind's contents as one
 * JSON array (a value per row would cost several times more to hand over).
 */
const recentContentColumns = (db: Database) => {
  const newest = (kind: PostKind) => {
    const contents = db
      .select({ content: posts.content })
      .from(posts)
      .where(and(eq(posts.userId, sql.placeholder('userId')), eq(posts.kind, kind)))
      .orderBy(desc(idOrder))
      .limit(sql.placeholder('limit'))
      .as(kind);
    return sql<
      string[] | string
    >`(select coalesce(json_agg(${contents.content}), '[]') from ${contents})`;
  };
  return { tweets: newest('tweet'), threads: newest('thread') };
};

/** The recent contents alone, in one statement. */
export const recentContentsQuery = (db: Database) =>
  db.select(recentContentColumns(db)).from(sql`(select 1) as one`);
const recentContents = preparedPerDatabase((db) =>
  recentContentsQuery(db).prepare('posts_recent_contents'),
);

interface RecentContents {
  tweets: string[];
  threads: string[];
}

export async function recentTweetsAndThreads(
  db: Database,
  input: { userId: string; limit: number },
): Promise<RecentContents> {
  const [row] = await recentContents(db).execute(input);
  return { tweets: jsonColumn(row!.tweets), threads: jsonColumn(row!.threads) };
}

/**
 * The recent contents and the style's basis in one statement (placeholders `userId`, `limit`,
 * `enough`), for a database that runs one statement at a time.
 */
const recentContentsAndStyleBasis = preparedPerDatabase((db) =>
  db
    .select({ ...recentContentColumns(db), ...styleBasisColumns(db) })
    .from(sql`(select 1) as one`)
    .prepare('posts_recent_contents_style_basis'),
);

export async function recentTweetsAndThreadsWithStyleBasis(
  db: Database,
  input: { userId: string; limit: number; enough: number },
): Promise<RecentContents & { styleBasis: StyleBasis }> {
  const [row] = await recentContentsAndStyleBasis(db).execute(input);
  return {
    tweets: jsonColumn(row!.tweets),
    threads: jsonColumn(row!.threads),
    styleBasis: styleBasisOfRow(row!),
  };
}

/** Oldest first, after and before cursors or not: one prepared statement per combination. */
const oldestPages = [false, true].map((after) =>
  [false, true].map((before) =>
    preparedPerDatabase((db) =>
      libraryQuery(db, { newestFirst: false, after, before }).prepare(
        `posts_oldest${after ? '_after' : ''}${before ? '_before' : ''}`,
      ),
    ),
  ),
);

/**
 * Every post of a library (before the cursor, if any), oldest first, read in pages of `pageSize`
 * on the library index: no single query or result holds a whole large library, and the caller
 * can let other requests run between pages.
 */
export async function* allPostsInPages(
  db: Database,
  input: { userId: string; kind: PostKind; before?: string; pageSize: number },
): AsyncGenerator<PostFields[]> {
  let after: string | undefined;
  for (;;) {
    const query = oldestPages[after ? 1 : 0]![input.before ? 1 : 0]!(db);
    const page = await query.execute({
      userId: input.userId,
      kind: input.kind,
      limit: input.pageSize,
      after,
      before: input.before,
    });
    if (page.length > 0) yield page;
    if (page.length < input.pageSize) return;
    after = page[page.length - 1]!.id;
  }
}

/**
 * One post of a user's library, found through the whole `(user_id, kind, id::uuid)` index key.
 * With `id = $1` alone beside the user and kind, PostgreSQL without statistics (PGlite never
 * gathers them) may take that index by its first two columns and filter the user's whole library.
 */
const onePostOf = (input: { userId: string; kind: PostKind; id: string }) =>
  and(
    eq(posts.userId, input.userId),
    eq(posts.kind, input.kind),
    sql`${idOrder} = ${input.id}::uuid`,
    eq(posts.id, input.id),
  );

export async function deletePost(
  db: Database,
  input: { userId: string; kind: PostKind; id: string },
): Promise<boolean> {
  const deleted = await db.delete(posts).where(onePostOf(input)).returning({ id: posts.id });
  return deleted.length > 0;
}

/** Replaces a post's content and images; answers the post, or null when it is not this user's. */
export async function updatePostContent(
  db: Database,
  input: { userId: string; kind: PostKind; id: string; content: string; media: string[][] },
): Promise<PostFields | null> {
  const [row] = await db
    .update(posts)
    .set({ content: input.content, media: input.media })
    .where(onePostOf(input))
    .returning(postColumns);
  return row ?? null;
}

/** One post of the user's, as answered. */
export async function findPost(
  db: Database,
  input: { userId: string; kind: PostKind; id: string },
): Promise<PostFields | null> {
  const [row] = await db.select(postColumns).from(posts).where(onePostOf(input)).limit(1);
  return row ?? null;
}

/**
 * What an edit of the post is checked against: its template, where its text came from, its
 * images, and whether it is a variant (which cannot be evergreen itself).
 */
export async function findPostForEdit(
  db: Database,
  input: { userId: string; kind: PostKind; id: string },
): Promise<(Pick<PostRow, 'format' | 'source' | 'variantOf'> & { media: string[][] }) | null> {
  const [row] = await db
    .select({
      format: posts.format,
      source: posts.source,
      variantOf: posts.variantOf,
      media: posts.media,
    })
    .from(posts)
    .where(onePostOf(input))
    .limit(1);
  return row ?? null;
}
