import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { EvergreenSettings } from '@quillpost/shared';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { evergreenCycles, posts, publications } from '../db/schema';

export type CycleRow = typeof evergreenCycles.$inferSelect;
export type PostRow = typeof posts.$inferSelect;

/** A publication as the cycle after it needs it. */
export async function findTrigger(db: Database, publicationId: string) {
  const [row] = await db
    .select({
      id: publications.id,
      userId: publications.userId,
      postId: publications.postId,
      accountId: publications.accountId,
      network: publications.network,
      status: publications.status,
      automation: publications.automation,
      publishAt: publications.publishAt,
      publishedAt: publications.publishedAt,
    })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .limit(1);
  return row ?? null;
}

export async function findPost(db: Database, id: string): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}

/** Whether the publication's post is evergreen, or the publication is an evergreen variant's. */
export async function followsEvergreen(db: Database, publicationId: string): Promise<boolean> {
  const [row] = await followsEvergreenStatement(db).execute({ publicationId });
  return row !== undefined;
}

// Asked after every publication settles: prepared once per database.
const followsEvergreenStatement = preparedPerDatabase((db) =>
  db
    .select({ id: publications.id })
    .from(publications)
    .innerJoin(posts, eq(posts.id, publications.postId))
    .where(
      and(
        eq(publications.id, sql.placeholder('publicationId')),
        or(sql`${posts.evergreen} is not null`, sql`${posts.variantOf} is not null`),
      ),
    )
    .limit(1)
    .prepare('publication_follows_evergreen'),
);

export async function cycleAfter(db: Database, publicationId: string): Promise<CycleRow | null> {
  const [row] = await db
    .select()
    .from(evergreenCycles)
    .where(eq(evergreenCycles.afterPublicationId, publicationId))
    .limit(1);
  return row ?? null;
}

/** The cycle whose variant went out (or was skipped) as this publication. */
export async function cycleOfPublication(db: Database, publicationId: string) {
  const [row] = await db
    .select({ originalId: evergreenCycles.originalId })
    .from(evergreenCycles)
    .where(eq(evergreenCycles.publicationId, publicationId))
    .limit(1);
  return row ?? null;
}

/**
 * A cycle still under way, other than the one after `trigger`: its variant is being written, or
 * waits in the schedule.
 */
export async function hasWaitingCycle(
  db: Database,
  input: { originalId: string; trigger: string },
): Promise<boolean> {
  const [row] = await db
    .select({ cycle: evergreenCycles.cycle })
    .from(evergreenCycles)
    .leftJoin(publications, eq(publications.id, evergreenCycles.publicationId))
    .where(
      and(
        eq(evergreenCycles.originalId, input.originalId),
        ne(evergreenCycles.afterPublicationId, input.trigger),
        or(
          eq(evergreenCycles.status, 'writing'),
          inArray(publications.status, ['scheduled', 'publishing']),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many variants of the original went out. */
export async function sentCount(db: Database, originalId: string): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(evergreenCycles)
    .innerJoin(publications, eq(publications.id, evergreenCycles.publicationId))
    .where(and(eq(evergreenCycles.originalId, originalId), eq(publications.status, 'published')));
  return row?.sent ?? 0;
}

/**
 * Claims the next cycle of the original, after `afterPublicationId`: one statement, so of two runs
 * at once only one inserts. The primary key (original, cycle) and the unique publication it
 * follows refuse a second claim; the row already there is answered instead, to go on from.
 */
export async function claimCycle(
  db: Database,
  input: Omit<CycleRow, 'cycle' | 'variantId' | 'publicationId' | 'status' | 'error' | 'createdAt'>,
): Promise<CycleRow | null> {
  await db.execute(sql`
    insert into ${evergreenCycles}
      (original_id, cycle, user_id, after_publication_id, account_id, not_before, status)
    select ${input.originalId}, coalesce(max(cycle), 0) + 1, ${input.userId},
      ${input.afterPublicationId}, ${input.accountId}, ${input.notBefore.toISOString()}::timestamptz,
      'writing'
    from ${evergreenCycles} where original_id = ${input.originalId}
    on conflict do nothing`);
  return cycleAfter(db, input.afterPublicationId);
}

const thisCycle = (cycle: Pick<CycleRow, 'originalId' | 'cycle'>) =>
  and(eq(evergreenCycles.originalId, cycle.originalId), eq(evergreenCycles.cycle, cycle.cycle));

/** Thrown inside a transaction to undo it. */
class Undo extends Error {}

/**
 * Saves the variant and names it on the cycle in one transaction, only while the cycle names none:
 * a second writer's variant is never kept. Answers the cycle's variant, this one or the first.
 */
export async function saveVariant(
  db: Database,
  cycle: CycleRow,
  variant: PostRow,
): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(posts).values(variant);
      const named = await tx
        .update(evergreenCycles)
        .set({ variantId: variant.id })
        .where(and(thisCycle(cycle), isNull(evergreenCycles.variantId)))
        .returning({ cycle: evergreenCycles.cycle });
      if (named.length === 0) throw new Undo();
    });
    return variant.id;
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
    const [row] = await db.select().from(evergreenCycles).where(thisCycle(cycle));
    return row!.variantId!;
  }
}

/** Names the cycle's publication, in the scheduling transaction, only while it names none. */
export async function attachPublication(
  tx: Database,
  cycle: CycleRow,
  publicationId: string,
): Promise<boolean> {
  const named = await tx
    .update(evergreenCycles)
    .set({ publicationId, status: 'scheduled' })
    .where(
      and(
        thisCycle(cycle),
        isNull(evergreenCycles.publicationId),
        eq(evergreenCycles.status, 'writing'),
      ),
    )
    .returning({ cycle: evergreenCycles.cycle });
  return named.length > 0;
}

/** Ends a cycle still being written: `failed` with the reason the person sees, or `ended`. */
export async function endCycle(
  db: Database,
  cycle: CycleRow,
  end: { status: 'failed' | 'ended'; error: string | null },
): Promise<void> {
  await db
    .update(evergreenCycles)
    .set(end)
    .where(and(thisCycle(cycle), eq(evergreenCycles.status, 'writing')));
}

/** Cycles a stopped worker left being written: a starting worker takes them up. */
export async function unfinishedTriggers(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: evergreenCycles.afterPublicationId })
    .from(evergreenCycles)
    .where(eq(evergreenCycles.status, 'writing'));
  return rows.map((row) => row.id);
}

/**
 * The publication the original (or one of its variants) last went out as, or last skipped,
 * with no cycle after it yet: where a cycle starts when evergreen is turned on.
 */
export async function lastUnfollowed(db: Database, originalId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(
      and(
        or(
          eq(publications.postId, originalId),
          inArray(
            publications.id,
            db
              .select({ id: sql<string>`${evergreenCycles.publicationId}` })
              .from(evergreenCycles)
              .where(eq(evergreenCycles.originalId, originalId)),
          ),
        ),
        or(
          eq(publications.status, 'published'),
          and(eq(publications.status, 'canceled'), eq(publications.automation, 'evergreen')),
        ),
        sql`not exists (select 1 from ${evergreenCycles} where ${evergreenCycles.afterPublicationId} = ${publications.id})`,
      ),
    )
    .orderBy(desc(sql`coalesce(${publications.publishedAt}, ${publications.publishAt})`))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Saves a post's evergreen settings; null stops it: in the same transaction the variant waiting
 * in the schedule is canceled and a cycle still being written is ended. The post's row is
 * updated first, so a cycle scheduling at the same time (which reads it `for share`) either
 * finishes before and is canceled here, or sees it stopped.
 */
export async function saveSettings(
  db: Database,
  input: { postId: string; settings: EvergreenSettings | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(posts).set({ evergreen: input.settings }).where(eq(posts.id, input.postId));
    if (input.settings) return;
    const waiting = tx
      .select({ id: sql<string>`${evergreenCycles.publicationId}` })
      .from(evergreenCycles)
      .where(eq(evergreenCycles.originalId, input.postId));
    await tx
      .update(publications)
      .set({ status: 'canceled' })
      .where(and(inArray(publications.id, waiting), eq(publications.status, 'scheduled')));
    await tx
      .update(evergreenCycles)
      .set({ status: 'ended' })
      .where(
        and(eq(evergreenCycles.originalId, input.postId), eq(evergreenCycles.status, 'writing')),
      );
  });
}

/** The original's evergreen settings, read in a scheduling transaction and held until it ends. */
export async function settingsHeld(tx: Database, originalId: string) {
  const [row] = await tx
    .select({ evergreen: posts.evergreen })
    .from(posts)
    .where(eq(posts.id, originalId))
    .for('share');
  return row?.evergreen ?? null;
}
