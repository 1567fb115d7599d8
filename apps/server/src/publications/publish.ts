import { setTimeout as sleep } from 'node:timers/promises';
import { scheduleMetricReads } from '../analytics';
import { AppError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { JobContext } from '../jobs/client';
import type { AppDeps } from '../types';
import { queuePublication } from './job';
import { followHolder, followUpAtLeaseEnd, keepLease } from './lease';
import { findPublication, type PartRow, type PublicationRow } from './repository';
import { findSentPart } from './sent-part';
import * as store from './worker-repository';
import { asXFailure, type PublishingAccount } from './x-port';

/** An error of ours with a message for the user (no account, reconnect needed): nothing was sent. */
const isAppError = (error: unknown) => error instanceof AppError;

/** Tries of one part while X is unavailable (5xx, network error before sending). */
export const MAX_TRIES = 5;

/** Why a run stopped early: it failed the publication, handed it back, or lost its lease. */
class Stop extends Error {}

/**
 * Publishes one publication, part after part, as the only worker holding its lease. Each part is
 * marked `sending` before its request and given its X id right after, so whatever happens — a
 * crash, a lost answer, a second worker, a retry — no part with an id is ever sent again, and a
 * part whose request may have gone out is looked for on X before anything is resent. The lease is
 * renewed while the run lives, and a job waits at its end to take the rest up if the run dies.
 */
export async function publishPublication(
  deps: AppDeps,
  publicationId: string,
  context: JobContext,
): Promise<void> {
  const { leaseSeconds, lateAfterMs } = deps.publishing;
  const lease: store.Lease = { publicationId, token: newId(), seconds: leaseSeconds };
  const claimed = await store.claim(deps.db, lease, deps.now(), lateAfterMs);
  if (!claimed) return followHolder(deps, publicationId);
  const keeper = keepLease(deps, lease);
  try {
    await followUpAtLeaseEnd(deps, publicationId, claimed.leaseUntil!);
    await new PublicationRun(deps, claimed, lease, context.signal).publish();
  } catch (error) {
    if (error instanceof Stop) return;
    // Something unforeseen (the database, a bug): hand back, so the job's retry takes it up.
    await store.release(deps.db, lease);
    throw error;
  } finally {
    keeper.stop();
  }
}

class PublicationRun {
  private account: PublishingAccount | null = null;
  private parts: PartRow[] = [];

  constructor(
    private readonly deps: AppDeps,
    private readonly publication: PublicationRow,
    private readonly lease: store.Lease,
    private readonly signal: AbortSignal,
  ) {}

  private get x() {
    return this.deps.publishing.x;
  }

  private label(part: PartRow): string {
    return `Part ${part.position} of ${this.parts.length}`;
  }

  async publish(): Promise<void> {
    const row = await findPublication(this.deps.db, { id: this.publication.id });
    this.parts = row?.parts ?? [];
    this.account = await this.x.findAccount(this.publication.userId);
    if (!this.account) {
      await this.fail('No X account is connected: connect one in Settings, then retry.');
    }
    let previousId: string | undefined;
    for (const part of this.parts) {
      if (part.status === 'published' && part.xPostId) {
        previousId = part.xPostId;
        continue;
      }
      if (this.signal.aborted) await this.handBack();
      const id =
        part.status === 'sending'
          ? await this.resolveUnknown(part, previousId)
          : await this.send(part, previousId);
      await store.markPublished(
        this.deps.db,
        this.lease,
        { position: part.position, xPostId: id, url: this.x.postUrl(this.account!.username, id) },
        this.deps.now(),
      );
      previousId = id;
    }
    const publishedAt = this.deps.now();
    // Before the publication is marked published: if queuing fails, the job's retry queues again.
    await scheduleMetricReads(this.deps, { userId: this.publication.userId, publishedAt });
    await store.release(this.deps.db, this.lease, {
      status: 'published',
      publishedAt,
      error: null,
    });
  }

  private post(part: PartRow, replyToId: string | undefined) {
    return this.x.withAccessToken(this.publication.userId, (token) =>
      this.x.createPost(token, { text: part.text, ...(replyToId ? { replyToId } : {}) }),
    );
  }

  /** Sends a part that has certainly not gone out, retrying while X is unavailable. */
  private async send(part: PartRow, replyToId: string | undefined): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      if (!(await store.markSending(this.deps.db, this.lease, part.position, this.deps.now()))) {
        throw new Stop('lease lost');
      }
      try {
        return (await this.post(part, replyToId)).id;
      } catch (error) {
        const failure = asXFailure(error);
        if (failure?.kind === 'outcome_unknown') return this.resolveUnknown(part, replyToId);
        // Not an answer from X: whether the request went out is unclear, so the part stays
        // `sending` and the next run looks for it.
        if (!failure && !isAppError(error)) throw error;
        await store.markNotSent(this.deps.db, this.lease, part.position);
        if (failure?.kind === 'unavailable' && attempt < MAX_TRIES) {
          await this.pause(this.deps.publishing.retryBaseMs * 2 ** (attempt - 1));
          continue;
        }
        await this.refused(part, error, attempt);
      }
    }
  }

  /**
   * The request for this part may have gone out. The account's recent posts tell; if the part is
   * not among them, sending it again is safe because X refuses duplicate content: either it posts
   * once, or it answers 403 and the part is looked for once more. Otherwise the publication fails
   * saying so, and the part is never sent blindly.
   */
  private async resolveUnknown(part: PartRow, replyToId: string | undefined): Promise<string> {
    const since = new Date((part.sendingAt ?? this.deps.now()).getTime() - 5 * 60_000);
    const look = () =>
      this.x.withAccessToken(this.publication.userId, (token, account) =>
        findSentPart(this.x, token, account.xUserId, { text: part.text, replyToId, since }),
      );
    const found = await look();
    if (found) return found.id;
    if (!(await store.markSending(this.deps.db, this.lease, part.position, this.deps.now()))) {
      throw new Stop('lease lost');
    }
    const unconfirmed = `${this.label(part)} may have gone out: X did not confirm it and it is not among the account's recent posts. Check the profile on X before retrying.`;
    try {
      return (await this.post(part, replyToId)).id;
    } catch (error) {
      const failure = asXFailure(error);
      if (failure?.kind === 'duplicate') {
        const again = await look();
        if (again) return again.id;
        return this.fail(unconfirmed);
      }
      if (failure?.kind === 'outcome_unknown') return this.fail(unconfirmed);
      if (!failure && !isAppError(error)) throw error;
      await store.markNotSent(this.deps.db, this.lease, part.position);
      return this.refused(part, error, 1);
    }
  }

  /** X refused the part, or could not be reached enough times: wait for a rate limit, or fail. */
  private async refused(part: PartRow, error: unknown, tries: number): Promise<never> {
    const failure = asXFailure(error);
    const message = error instanceof Error ? error.message : String(error);
    if (!failure) return this.fail(`${this.label(part)} was not sent: ${message}`);
    if (failure.kind === 'rate_limited') {
      const resetAt = failure.resetAt ?? new Date(this.deps.now().getTime() + 60_000);
      return this.handBack(resetAt);
    }
    await store.markPartFailed(this.deps.db, this.lease, part.position);
    if (failure.kind === 'unavailable') {
      return this.fail(
        `${this.label(part)} was not sent: X was unavailable ${tries} times (${message}).`,
      );
    }
    if (failure.kind === 'duplicate') {
      return this.fail(
        `${this.label(part)} was refused by X as a duplicate of a recent post: ${message}`,
      );
    }
    if (failure.kind === 'unauthorized') {
      return this.fail(
        `${this.label(part)} was not sent: X refused access (${message}). Reconnect X, then retry.`,
      );
    }
    return this.fail(`${this.label(part)} was refused by X: ${message}`);
  }

  /** Waits before another try; a stopping worker hands the publication back instead. */
  private async pause(ms: number): Promise<void> {
    try {
      await sleep(ms, undefined, { signal: this.signal });
    } catch {
      await this.handBack();
    }
  }

  private async fail(message: string): Promise<never> {
    await store.release(this.deps.db, this.lease, { status: 'failed', error: message });
    throw new Stop(message);
  }

  /** Gives the publication back to the queue, to be taken up again at `startAfter`. */
  private async handBack(startAfter?: Date): Promise<never> {
    await queuePublication(this.deps, this.publication.id, startAfter);
    await store.release(this.deps.db, this.lease);
    throw new Stop('handed back');
  }
}
