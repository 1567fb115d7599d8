import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { publicationParts, publications, type SavedRemoteMedia } from '../db/schema';
import { newId } from '../lib/ids';
import type { AccountRow } from '../accounts';
import type { PartRow, PublicationRow } from './repository';
import {
  claimStatement,
  markPublishedStatement,
  markSendingStatement,
  releasePublishedStatement,
} from './worker-statements';

/** The worker's hold on one publication: only the holder of the token may write its progress. */
export interface Lease {
  publicationId: string;
  token: string;
  seconds: number;
}

const held = (lease: Lease, now: Date) =>
  and(
    eq(publications.id, lease.publicationId),
    eq(publications.leaseToken, lease.token),
    eq(publications.status, 'publishing'),
    gt(publications.leaseUntil, now),
  );

const until = (lease: Lease, now: Date) => new Date(now.getTime() + lease.seconds * 1000);

/** A claimed publication, with what its run reads first. */
export interface Claimed {
  publication: PublicationRow;
  parts: PartRow[];
  /** Its account as read with the claim; null when gone (or no longer its user's). */
  account: AccountRow | null;
  /** Hours after which the account's auto-repost reposts it; null when auto-repost is off. */
  repostAfterHours: number | null;
}

/**
 * Takes a publication that is due, or one whose worker's lease ran out (or that was handed back),
 * with its parts in their order and its account. Marks it late when it goes out, or its rest is
 * taken up, more than `lateAfterMs` after its time. Null when there is nothing to take.
 */
export async function claim(
  db: Database,
  lease: Lease,
  now: Date,
  lateAfterMs: number,
): Promise<Claimed | null> {
  const rows = await claimStatement(db).execute({
    id: lease.publicationId,
    token: lease.token,
    now: now.toISOString(),
    until: until(lease, now).toISOString(),
    lateBefore: new Date(now.getTime() - lateAfterMs).toISOString(),
  });
  if (rows.length === 0) return null;
  const parts = rows.flatMap((row) => (row.publication_parts ? [row.publication_parts] : []));
  const first = rows[0]!;
  return {
    publication: first.claimed,
    parts,
    account: first.accounts,
    repostAfterHours: first.account_automations?.repostAfterHours ?? null,
  };
}

/** Extends a lease still held to `seconds` from now. False when it was lost (or ran out). */
export async function renewLease(db: Database, lease: Lease, now: Date): Promise<boolean> {
  const renewed = await db
    .update(publications)
    .set({ leaseUntil: until(lease, now) })
    .where(held(lease, now))
    .returning({ id: publications.id });
  return renewed.length > 0;
}

/**
 * Renews the lease and marks the part `sending`, in one statement, just before its request goes
 * out; the part's send key is chosen here the first time and kept for every resend. Answers the
 * send key, or null when the lease was lost or the part is already published: send nothing.
 */
export async function markSending(
  db: Database,
  lease: Lease,
  position: number,
  now: Date,
): Promise<string | null> {
  const [marked] = await markSendingStatement(db).execute({
    id: lease.publicationId,
    token: lease.token,
    now: now.toISOString(),
    until: until(lease, now).toISOString(),
    position,
    sendKey: newId(),
  });
  return marked?.sendKey ?? null;
}

/** The request did not go out (refused before sending, or X was unavailable): back to pending. */
export async function markNotSent(db: Database, lease: Lease, position: number): Promise<void> {
  await db
    .update(publicationParts)
    .set({ status: 'pending', sendingAt: null })
    .where(
      and(
        eq(publicationParts.publicationId, lease.publicationId),
        eq(publicationParts.position, position),
        eq(publicationParts.status, 'sending'),
      ),
    );
}

/**
 * Saves the X id of a part that went out. Written whatever became of the lease: an id X gave is
 * the truth, and a part with an id is never sent again.
 */
export async function markPublished(
  db: Database,
  lease: Lease,
  part: { position: number; remoteId: string; remoteRef: string | null; url: string },
  now: Date,
): Promise<void> {
  await markPublishedStatement(db).execute({
    id: lease.publicationId,
    ...part,
    now: now.toISOString(),
  });
}

export async function markPartFailed(db: Database, lease: Lease, position: number): Promise<void> {
  await db
    .update(publicationParts)
    .set({ status: 'failed' })
    .where(
      and(
        eq(publicationParts.publicationId, lease.publicationId),
        eq(publicationParts.position, position),
        inArray(publicationParts.status, ['pending', 'sending']),
      ),
    );
}

/**
 * Ends the hold with a final state, or (no values) hands the publication back; `leaseUntil`
 * keeps one handed back for later from being taken before then.
 */
export async function release(
  db: Database,
  lease: Lease,
  values: Partial<typeof publications.$inferInsert> = {},
): Promise<void> {
  await db
    .update(publications)
    .set({ leaseToken: null, leaseUntil: null, ...values })
    .where(and(eq(publications.id, lease.publicationId), eq(publications.leaseToken, lease.token)));
}

/** `release` of a run that sent every part, as published at `publishedAt`. */
export async function releasePublished(
  db: Database,
  lease: Lease,
  publishedAt: Date,
): Promise<void> {
  await releasePublishedStatement(db).execute({
    id: lease.publicationId,
    token: lease.token,
    publishedAt: publishedAt.toISOString(),
  });
}

/**
 * Publications whose lease ran out before `before` with no run renewing it: their worker died
 * holding them (one that stops hands back instead). Found through the partial index of
 * publications being published, whatever the table's size.
 */
export async function lapsedLeaseIds(db: Database, before: Date, limit: number) {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.status, 'publishing'), lt(publications.leaseUntil, before)))
    .orderBy(asc(publications.leaseUntil))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Publications a worker was publishing when it stopped; a starting worker takes them up. */
export async function unfinishedPublicationIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.status, 'publishing'));
  return rows.map((row) => row.id);
}

/**
 * Saves what a part's images became at the network, right after an upload and before the part
 * is sent. Written whatever became of the lease: an upload the network made is the truth, and
 * an image with a saved id is never uploaded again for this part.
 */
export async function saveRemoteMedia(
  db: Database,
  publicationId: string,
  position: number,
  remoteMedia: SavedRemoteMedia[],
): Promise<void> {
  await db
    .update(publicationParts)
    .set({ remoteMedia })
    .where(
      and(
        eq(publicationParts.publicationId, publicationId),
        eq(publicationParts.position, position),
      ),
    );
}
