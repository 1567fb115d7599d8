import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts, publicationParts, publications, users } from '../db/schema';
import { partRows, updateWhileStatus, type NewPart } from './repository';

// What a user has waiting to go out (scheduled or publishing): held under a cap, and let go with
// the post it came from.

/** Statuses of a publication still to go out: the ones `SCHEDULED_PUBLICATIONS_MAX` counts. */
const LIVE_STATUSES = ['scheduled', 'publishing'];

/**
 * How many publications the user has waiting to go out, with the user's row locked until the
 * transaction ends: two requests of one user cannot both see room for one more and both take it.
 */
async function lockedLiveCount(tx: Database, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [row] = await tx
    .select({ live: count() })
    .from(publications)
    .where(and(eq(publications.userId, userId), inArray(publications.status, LIVE_STATUSES)));
  return row?.live ?? 0;
}

export type InsertOutcome = 'inserted' | 'post_gone' | 'too_many';

/**
 * Saves a publication and its parts in one transaction, unless the user already has `maxLive`
 * waiting to go out, or the post was deleted meanwhile (its row is held until the end, so a
 * deletion waits for this one and then cancels what it saved).
 */
export async function insertPublication(
  db: Database,
  row: typeof publications.$inferInsert,
  parts: NewPart[],
  maxLive: number,
): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    if ((await lockedLiveCount(tx, row.userId)) >= maxLive) return 'too_many';
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.id, row.postId))
      .for('share');
    if (!post) return 'post_gone';
    await tx.insert(publications).values(row);
    await tx.insert(publicationParts).values(partRows(row, parts));
    return 'inserted';
  });
}

/**
 * A failed publication back to `scheduled` at `publishAt`, unless the user already has `maxLive`
 * waiting to go out. Answers whether it changed; `too_many` when the limit stopped it.
 */
export async function rescheduleFailed(
  db: Database,
  where: { id: string; userId: string },
  publishAt: Date,
  maxLive: number,
): Promise<boolean | 'too_many'> {
  return db.transaction(async (tx) => {
    if ((await lockedLiveCount(tx, where.userId)) >= maxLive) return 'too_many';
    return updateWhileStatus(
      tx,
      { ...where, from: 'failed' },
      { status: 'scheduled', publishAt, error: null, late: false },
    );
  });
}

/**
 * For a post being deleted, in the caller's transaction: cancels its scheduled publication, or
 * answers the id of the one a worker is publishing now (left as it is). The cancel is one
 * conditional statement, like the worker's claim: whichever reaches the row first wins, and the
 * other, waiting on the row until that one's transaction ends, finds it no longer `scheduled`.
 */
export async function cancelLiveOfPost(
  tx: Database,
  where: { userId: string; postId: string },
): Promise<{ publishing: string | null }> {
  const ofPost = and(eq(publications.userId, where.userId), eq(publications.postId, where.postId));
  const canceled = await tx
    .update(publications)
    .set({ status: 'canceled' })
    .where(and(ofPost, eq(publications.status, 'scheduled')))
    .returning({ id: publications.id });
  if (canceled.length > 0) return { publishing: null };
  const [publishing] = await tx
    .select({ id: publications.id })
    .from(publications)
    .where(and(ofPost, eq(publications.status, 'publishing')))
    .limit(1);
  return { publishing: publishing?.id ?? null };
}
