import {
  and,
  desc,
  eq,
  gte,
  isNull,
  lte,
  notExists,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { OFFSET_ZERO } from '../db/offset-zero';
import { historyImports, importedPosts, publicationParts, publications } from '../db/schema';
import { duplicateHash } from '../lib/duplicate-hash';
import { newId } from '../lib/ids';
import type { HistoryPost } from '../networks/network';

export type ImportRow = typeof historyImports.$inferSelect;
export type ImportedPostRow = typeof importedPosts.$inferSelect;

/**
 * Starts a run unless one is running, in one statement: two requests at once cannot both start
 * one. Answers the new run, or null when one was running. A new run keeps `newerThan`, so it
 * reads only what the last finished run did not.
 */
export async function claimRun(
  db: Database,
  input: { userId: string; accountId: string; now: Date },
): Promise<ImportRow | null> {
  const fresh = {
    status: 'running',
    imported: 0,
    read: 0,
    cursor: null,
    newestSeen: null,
    error: null,
    startedAt: input.now,
    finishedAt: null,
  };
  const rows = await db
    .insert(historyImports)
    .values({ accountId: input.accountId, userId: input.userId, ...fresh })
    .onConflictDoUpdate({
      target: historyImports.accountId,
      set: fresh,
      setWhere: sql`${historyImports.status} <> 'running'`,
    })
    .returning();
  return rows[0] ?? null;
}

export async function findRun(db: Database, accountId: string): Promise<ImportRow | null> {
  const rows = await db
    .select()
    .from(historyImports)
    .where(eq(historyImports.accountId, accountId));
  return rows[0] ?? null;
}

export async function runningAccountIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ accountId: historyImports.accountId })
    .from(historyImports)
    .where(eq(historyImports.status, 'running'));
  return rows.map((row) => row.accountId);
}

const sameCursor = (cursor: string | null) =>
  cursor === null ? isNull(historyImports.cursor) : eq(historyImports.cursor, cursor);

/**
 * Keeps one page: its posts and where the next page starts, in one transaction, so a run taken
 * over after a stop goes on from the page after the last one kept. Only the run that read from
 * `from` may keep it; false when another worker got there first (nothing is written then).
 */
export async function keepPage(
  db: Database,
  input: {
    run: { accountId: string; userId: string; network: string };
    from: string | null;
    posts: HistoryPost[];
    next: string | null;
    now: Date;
  },
): Promise<boolean> {
  const { run, posts } = input;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(historyImports)
      .set({
        cursor: input.next,
        read: sql`${historyImports.read} + ${posts.length}`,
        newestSeen: sql`coalesce(${historyImports.newestSeen}, ${posts[0]?.id ?? null})`,
      })
      .where(
        and(
          eq(historyImports.accountId, run.accountId),
          eq(historyImports.status, 'running'),
          sameCursor(input.from),
        ),
      )
      .returning({ accountId: historyImports.accountId });
    if (moved.length === 0) return false;
    if (posts.length === 0) return true;
    const added = await tx
      .insert(importedPosts)
      .values(posts.map((post) => importedRow(run, post, input.now)))
      .onConflictDoNothing({ target: [importedPosts.accountId, importedPosts.remoteId] })
      .returning({ id: importedPosts.id });
    await tx
      .update(historyImports)
      .set({ imported: sql`${historyImports.imported} + ${added.length}` })
      .where(eq(historyImports.accountId, run.accountId));
    return true;
  });
}

function importedRow(
  run: { accountId: string; userId: string; network: string },
  post: HistoryPost,
  now: Date,
) {
  const { figures } = post;
  return {
    id: newId(),
    userId: run.userId,
    accountId: run.accountId,
    network: run.network,
    remoteId: post.id,
    text: post.text,
    duplicateHash: duplicateHash(run.userId, post.text),
    url: post.url,
    replyToId: post.replyToId ?? null,
    postedAt: post.postedAt,
    likes: figures.likes,
    reposts: figures.reposts,
    replies: figures.replies,
    quotes: figures.quotes,
    bookmarks: figures.bookmarks,
    impressions: figures.impressions,
    importedAt: now,
  };
}

/** Ends a running run; a finished one reads only posts newer than the newest it read next time. */
export async function endRun(
  db: Database,
  input: { accountId: string; now: Date; error?: string },
): Promise<void> {
  await db
    .update(historyImports)
    .set({
      status: input.error === undefined ? 'done' : 'failed',
      error: input.error ?? null,
      cursor: null,
      finishedAt: input.now,
      ...(input.error === undefined
        ? { newerThan: sql`coalesce(${historyImports.newestSeen}, ${historyImports.newerThan})` }
        : {}),
    })
    .where(
      and(eq(historyImports.accountId, input.accountId), eq(historyImports.status, 'running')),
    );
}

/**
 * Which imported posts are the person's (on every account, or on one), within the times given.
 * A post Quillpost published is left out, though its account's history holds it too: readers that
 * add the published posts must not count it twice. `eachByKey`: for a reader that stops after a
 * few posts, each is looked up among the parts by its id on the network; otherwise the planner may
 * first gather every part of every person to compare them all at once.
 */
export function importedPostsWhere(
  db: Database,
  input: {
    userId: string | Placeholder;
    accountId?: string | Placeholder;
    from?: Date;
    to?: Date;
    eachByKey?: boolean;
  },
) {
  const published = db
    .select({ one: sql`1` })
    .from(publicationParts)
    .innerJoin(publications, eq(publications.id, publicationParts.publicationId))
    .where(
      and(
        eq(publications.accountId, importedPosts.accountId),
        eq(publicationParts.xPostId, importedPosts.remoteId),
      ),
    );
  if (input.eachByKey) published.offset(OFFSET_ZERO);
  return and(
    eq(importedPosts.userId, input.userId),
    notExists(published),
    input.accountId ? eq(importedPosts.accountId, input.accountId) : undefined,
    input.from ? gte(importedPosts.postedAt, input.from) : undefined,
    input.to ? lte(importedPosts.postedAt, input.to) : undefined,
  );
}

/** The person's imported posts (see `importedPostsWhere`), newest first. */
export async function importedPostsOf(
  db: Database,
  input: { userId: string; accountId?: string; from?: Date; to?: Date },
): Promise<ImportedPostRow[]> {
  return db
    .select()
    .from(importedPosts)
    .where(importedPostsWhere(db, input))
    .orderBy(desc(importedPosts.postedAt));
}

/**
 * What the account posted since a time, for the duplicate check, among the posts `matching`
 * keeps (given the column of their duplicate hash); the account and the time may be placeholders
 * of a prepared statement.
 */
export function importedTextsSince(
  db: Database,
  input: {
    accountId: string | Placeholder | SQL;
    since: Date | Placeholder | SQL;
    matching: (duplicateHash: typeof importedPosts.duplicateHash) => SQL | undefined;
  },
) {
  return db
    .select({ text: importedPosts.text, postedAt: importedPosts.postedAt })
    .from(importedPosts)
    .where(
      and(
        eq(importedPosts.accountId, input.accountId),
        input.matching(importedPosts.duplicateHash),
        gte(importedPosts.postedAt, input.since),
      ),
    );
}
