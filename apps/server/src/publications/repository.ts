import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts, publicationParts, publications } from '../db/schema';

export type PublicationRow = typeof publications.$inferSelect;
export type PartRow = typeof publicationParts.$inferSelect;
export type PublicationWithParts = PublicationRow & { parts: PartRow[] };

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION;
};

export async function findPostOfUser(db: Database, where: { userId: string; id: string }) {
  // By the primary key alone, then the owner: with the user in the condition, a planner without
  // statistics may walk the user's whole library through the (user_id, kind, id) index instead.
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId, kind: posts.kind, content: posts.content })
    .from(posts)
    .where(eq(posts.id, where.id))
    .limit(1);
  return post && post.userId === where.userId ? post : null;
}

export async function insertPublication(
  db: Database,
  row: typeof publications.$inferInsert,
  texts: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(publications).values(row);
    await tx
      .insert(publicationParts)
      .values(texts.map((text, i) => ({ publicationId: row.id, position: i + 1, text })));
  });
}

async function withParts(db: Database, rows: PublicationRow[]): Promise<PublicationWithParts[]> {
  if (rows.length === 0) return [];
  const parts = await db
    .select()
    .from(publicationParts)
    .where(
      inArray(
        publicationParts.publicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(publicationParts.publicationId), asc(publicationParts.position));
  const byPublication = new Map<string, PartRow[]>();
  for (const part of parts) {
    byPublication.set(part.publicationId, [...(byPublication.get(part.publicationId) ?? []), part]);
  }
  return rows.map((row) => ({ ...row, parts: byPublication.get(row.id) ?? [] }));
}

export async function findPublication(
  db: Database,
  where: { id: string; userId?: string },
): Promise<PublicationWithParts | null> {
  const conditions = [eq(publications.id, where.id)];
  if (where.userId) conditions.push(eq(publications.userId, where.userId));
  const rows = await db
    .select()
    .from(publications)
    .where(and(...conditions))
    .limit(1);
  const [found] = await withParts(db, rows);
  return found ?? null;
}

export async function listPublications(
  db: Database,
  filter: { userId: string; status?: string; from?: Date; to?: Date; postIds?: string[] },
): Promise<PublicationWithParts[]> {
  const conditions: SQL[] = [eq(publications.userId, filter.userId)];
  if (filter.status) conditions.push(eq(publications.status, filter.status));
  if (filter.from) conditions.push(gte(publications.publishAt, filter.from));
  if (filter.to) conditions.push(lte(publications.publishAt, filter.to));
  if (filter.postIds) conditions.push(inArray(publications.postId, filter.postIds));
  const rows = await db
    .select()
    .from(publications)
    .where(and(...conditions))
    .orderBy(asc(publications.publishAt), asc(publications.id));
  return withParts(db, rows);
}

/** Times the user's scheduled publications hold, for the next free slot. */
export async function scheduledTimes(db: Database, userId: string, after: Date): Promise<Date[]> {
  const rows = await db
    .select({ publishAt: publications.publishAt })
    .from(publications)
    .where(
      and(
        eq(publications.userId, userId),
        inArray(publications.status, ['scheduled', 'publishing']),
        gte(publications.publishAt, after),
      ),
    );
  return rows.map((row) => row.publishAt);
}

/** Changes a publication only while it is in `from`; answers whether it did. */
export async function updateWhileStatus(
  db: Database,
  where: { id: string; userId: string; from: string },
  values: Partial<typeof publications.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set(values)
    .where(
      and(
        eq(publications.id, where.id),
        eq(publications.userId, where.userId),
        eq(publications.status, where.from),
      ),
    )
    .returning({ id: publications.id });
  return rows.length > 0;
}

/**
 * For a post being deleted, in the caller's transaction: cancels its scheduled publication, or
 * answers the id of the one a worker is publishing now (left as it is). The row is locked first,
 * so a worker's claim either happened before (the row is `publishing` here) or waits for this
 * transaction and then finds the row canceled.
 */
export async function cancelLiveOfPost(
  tx: Database,
  where: { userId: string; postId: string },
): Promise<{ publishing: string | null }> {
  const [live] = await tx
    .select({ id: publications.id, status: publications.status })
    .from(publications)
    .where(
      and(
        eq(publications.userId, where.userId),
        eq(publications.postId, where.postId),
        inArray(publications.status, ['scheduled', 'publishing']),
      ),
    )
    .for('update');
  if (!live) return { publishing: null };
  if (live.status === 'publishing') return { publishing: live.id };
  await tx.update(publications).set({ status: 'canceled' }).where(eq(publications.id, live.id));
  return { publishing: null };
}

/** A failed publication back to pending parts from its first unpublished one. */
export async function resetUnpublishedParts(db: Database, publicationId: string): Promise<void> {
  await db
    .update(publicationParts)
    .set({ status: 'pending' })
    .where(
      and(eq(publicationParts.publicationId, publicationId), eq(publicationParts.status, 'failed')),
    );
}

/**
 * Replaces the parts of the post's scheduled publication (an edit) with those `partsOf` makes
 * for it, in one statement each.
 */
export async function replaceScheduledParts(
  db: Database,
  postId: string,
  partsOf: (scheduled: { linksInReply: boolean }) => string[],
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: publications.id, linksInReply: publications.linksInReply })
      .from(publications)
      .where(and(eq(publications.postId, postId), eq(publications.status, 'scheduled')))
      .for('update');
    if (!row) return null;
    await tx.delete(publicationParts).where(eq(publicationParts.publicationId, row.id));
    await tx
      .insert(publicationParts)
      .values(partsOf(row).map((text, i) => ({ publicationId: row.id, position: i + 1, text })));
    return row.id;
  });
}
