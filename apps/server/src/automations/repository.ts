import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AutomationKind } from '@quillpost/shared';
import type { Database } from '../db/client';
import { publicationAutomations, publicationParts, publications } from '../db/schema';
import { duplicateHash } from '../lib/duplicate-hash';
import { newId } from '../lib/ids';

export type AutomationRow = typeof publicationAutomations.$inferSelect;

export interface AutomationKey {
  publicationId: string;
  kind: AutomationKind;
}

const keyIs = (key: AutomationKey) =>
  and(
    eq(publicationAutomations.publicationId, key.publicationId),
    eq(publicationAutomations.kind, key.kind),
  );

export async function findAutomation(db: Database, key: AutomationKey) {
  const [row] = await db.select().from(publicationAutomations).where(keyIs(key)).limit(1);
  return row ?? null;
}

/**
 * Takes a due plug or repost for one worker until `leaseUntil`, before anything is asked of the
 * network: one that waits, or one whose last holder's lease ran out (it may have called the
 * network: `tries` above 1 says so). The send key is chosen on the first take and kept. Null
 * when it is not due, done, failed, or held by another worker.
 */
export async function claimAutomation(
  db: Database,
  key: AutomationKey,
  input: { now: Date; leaseUntil: Date },
): Promise<AutomationRow | null> {
  const [row] = await db
    .update(publicationAutomations)
    .set({
      status: 'sending',
      tries: sql`${publicationAutomations.tries} + 1`,
      leaseUntil: input.leaseUntil,
      sendKey: sql`coalesce(${publicationAutomations.sendKey}, ${newId()})`,
    })
    .where(
      and(
        keyIs(key),
        lte(publicationAutomations.at, input.now),
        or(
          eq(publicationAutomations.status, 'waiting'),
          and(
            eq(publicationAutomations.status, 'sending'),
            lte(publicationAutomations.leaseUntil, input.now),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** While this take (`tries`) still holds it: a later take after a lost lease makes this a no-op. */
const heldBy = (key: AutomationKey, tries: number) =>
  and(
    keyIs(key),
    eq(publicationAutomations.status, 'sending'),
    eq(publicationAutomations.tries, tries),
  );

/** Keeps the plug's text on the row before it is sent, so every later try looks for this text. */
export async function keepText(
  db: Database,
  key: AutomationKey,
  input: { tries: number; userId: string; text: string },
): Promise<boolean> {
  const kept = await db
    .update(publicationAutomations)
    .set({ text: input.text, duplicateHash: duplicateHash(input.userId, input.text) })
    .where(heldBy(key, input.tries))
    .returning({ kind: publicationAutomations.kind });
  return kept.length > 0;
}

/** Records the outcome of the take `tries`: done with the network's id, or failed saying why. */
export async function settleAutomation(
  db: Database,
  key: AutomationKey,
  input: { tries: number; at: Date } & (
    { status: 'done'; remoteId: string; url: string } | { status: 'failed'; error: string }
  ),
): Promise<void> {
  await db
    .update(publicationAutomations)
    .set(
      input.status === 'done'
        ? {
            status: 'done',
            remoteId: input.remoteId,
            url: input.url,
            doneAt: input.at,
            error: null,
          }
        : { status: 'failed', error: input.error, doneAt: input.at },
    )
    .where(heldBy(key, input.tries));
}

/** Gives the take back to wait until `at` (a rate limit, an unavailable network). */
export async function handBack(
  db: Database,
  key: AutomationKey,
  input: { tries: number; at: Date },
): Promise<void> {
  await db
    .update(publicationAutomations)
    .set({ status: 'waiting', at: input.at, leaseUntil: null })
    .where(heldBy(key, input.tries));
}

/** What a plug or repost of the publication needs: its account and its parts that went out. */
export async function publicationToAutomate(db: Database, publicationId: string) {
  const [publication] = await db
    .select({
      id: publications.id,
      userId: publications.userId,
      accountId: publications.accountId,
      status: publications.status,
      publishedAt: publications.publishedAt,
    })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .limit(1);
  if (!publication) return null;
  const parts = await db
    .select({
      remoteId: publicationParts.xPostId,
      remoteRef: publicationParts.remoteRef,
      url: publicationParts.url,
    })
    .from(publicationParts)
    .where(
      and(
        eq(publicationParts.publicationId, publicationId),
        eq(publicationParts.status, 'published'),
      ),
    )
    .orderBy(asc(publicationParts.position));
  return { ...publication, parts };
}

/** Plugs and reposts still to settle, for a starting worker to queue again. */
export async function unfinishedAutomations(db: Database): Promise<AutomationKey[]> {
  const rows = await db
    .select({
      publicationId: publicationAutomations.publicationId,
      kind: publicationAutomations.kind,
    })
    .from(publicationAutomations)
    .where(inArray(publicationAutomations.status, ['waiting', 'sending']));
  return rows.map((row) => ({
    publicationId: row.publicationId,
    kind: row.kind as AutomationKind,
  }));
}
