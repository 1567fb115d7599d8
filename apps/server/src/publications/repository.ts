import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts, publicationAutomations, publicationParts, publications } from '../db/schema';
import { duplicateHash } from '../lib/duplicate-hash';

export type PublicationRow = typeof publications.$inferSelect;
export type PartRow = typeof publicationParts.$inferSelect;
export type AutomationRow = typeof publicationAutomations.$inferSelect;
export type PublicationWithParts = PublicationRow & {
  parts: PartRow[];
  automations: AutomationRow[];
};
/** A part as a publication is made with: its text and the ids of its images. */
export interface NewPart {
  text: string;
  media: string[];
}

/** The rows of a publication's parts, in order, each found again by its duplicate hash. */
export const partRows = (publication: { id: string; userId: string }, parts: NewPart[]) =>
  parts.map((part, i) => ({
    publicationId: publication.id,
    position: i + 1,
    ...part,
    duplicateHash: duplicateHash(publication.userId, part.text),
  }));

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
    .select({
      id: posts.id,
      userId: posts.userId,
      kind: posts.kind,
      content: posts.content,
      media: posts.media,
    })
    .from(posts)
    .where(eq(posts.id, where.id))
    .limit(1);
  return post && post.userId === where.userId ? post : null;
}

async function withParts(db: Database, rows: PublicationRow[]): Promise<PublicationWithParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [parts, automations] = await Promise.all([
    db
      .select()
      .from(publicationParts)
      .where(inArray(publicationParts.publicationId, ids))
      .orderBy(asc(publicationParts.publicationId), asc(publicationParts.position)),
    db
      .select()
      .from(publicationAutomations)
      .where(inArray(publicationAutomations.publicationId, ids))
      .orderBy(asc(publicationAutomations.kind)),
  ]);
  return rows.map((row) => ({
    ...row,
    parts: parts.filter((part) => part.publicationId === row.id),
    automations: automations.filter((automation) => automation.publicationId === row.id),
  }));
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

/** Where a page of the list starts: the publication given as `before`, if it is the user's. */
export async function findCursor(
  db: Database,
  where: { userId: string; id: string },
): Promise<{ publishAt: Date; id: string } | null> {
  const [row] = await db
    .select({ publishAt: publications.publishAt, id: publications.id })
    .from(publications)
    .where(and(eq(publications.id, where.id), eq(publications.userId, where.userId)))
    .limit(1);
  return row ?? null;
}

/**
 * One page of a user's publications: the last `limit` by publishing time (then id) before the
 * cursor, if any, answered in publishing order.
 */
export async function listPublications(
  db: Database,
  filter: {
    userId: string;
    statuses?: string[];
    from?: Date;
    to?: Date;
    postIds?: string[];
    accountId?: string;
    limit: number;
    before?: { publishAt: Date; id: string };
  },
): Promise<PublicationWithParts[]> {
  const conditions: SQL[] = [eq(publications.userId, filter.userId)];
  if (filter.statuses) conditions.push(inArray(publications.status, filter.statuses));
  if (filter.from) conditions.push(gte(publications.publishAt, filter.from));
  if (filter.to) conditions.push(lte(publications.publishAt, filter.to));
  if (filter.postIds) conditions.push(inArray(publications.postId, filter.postIds));
  if (filter.accountId) conditions.push(eq(publications.accountId, filter.accountId));
  if (filter.before) {
    const { publishAt, id } = filter.before;
    conditions.push(
      sql`(${publications.publishAt}, ${publications.id}) < (${publishAt.toISOString()}::timestamptz, ${id})`,
    );
  }
  const rows = await db
    .select()
    .from(publications)
    .where(and(...conditions))
    .orderBy(desc(publications.publishAt), desc(publications.id))
    .limit(filter.limit);
  return withParts(db, rows.reverse());
}

/** Publication schedules, in the two-key advisory lock space (pg-boss uses the one-key space). */
const SCHEDULE_LOCK_CLASS = 7001;

/**
 * Holds the user's schedule until the transaction ends, in one instance or across instances
 * sharing the database: choosing a free slot and taking it are then one step per user.
 */
export async function lockSchedule(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}, hashtext(${userId}))`);
}

/** Times the user's scheduled publications hold (but `except`, which is moving), for a free slot. */
export async function scheduledTimes(
  db: Database,
  where: { userId: string; accountId: string; after: Date; except?: string },
): Promise<Date[]> {
  const conditions = [
    eq(publications.userId, where.userId),
    eq(publications.accountId, where.accountId),
    inArray(publications.status, ['scheduled', 'publishing']),
    gte(publications.publishAt, where.after),
  ];
  if (where.except) conditions.push(ne(publications.id, where.except));
  const rows = await db
    .select({ publishAt: publications.publishAt })
    .from(publications)
    .where(and(...conditions));
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

/** A failed publication back to pending parts from its first unpublished one. */
export async function resetUnpublishedParts(db: Database, publicationId: string): Promise<void> {
  await db
    .update(publicationParts)
    .set({ status: 'pending' })
    .where(
      and(eq(publicationParts.publicationId, publicationId), eq(publicationParts.status, 'failed')),
    );
}

/** The post's publications waiting to go out (one per account at most). */
export async function scheduledOfPost(db: Database, postId: string) {
  return db
    .select({
      id: publications.id,
      userId: publications.userId,
      accountId: publications.accountId,
      linksInReply: publications.linksInReply,
    })
    .from(publications)
    .where(and(eq(publications.postId, postId), eq(publications.status, 'scheduled')));
}

/** Gives each of the post's scheduled publications the parts `partsOf` makes for it. */
export async function replaceScheduledParts(
  db: Database,
  postId: string,
  partsOf: (scheduled: { linksInReply: boolean }) => NewPart[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: publications.id,
        userId: publications.userId,
        linksInReply: publications.linksInReply,
      })
      .from(publications)
      .where(and(eq(publications.postId, postId), eq(publications.status, 'scheduled')))
      .orderBy(asc(publications.id))
      .for('update');
    for (const row of rows) {
      await tx.delete(publicationParts).where(eq(publicationParts.publicationId, row.id));
      await tx.insert(publicationParts).values(partRows(row, partsOf(row)));
    }
    return rows.map((row) => row.id);
  });
}
