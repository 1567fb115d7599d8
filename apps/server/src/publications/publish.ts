import { setTimeout as sleep } from 'node:timers/promises';
import { postPositionLabel } from '@quillpost/shared';
import { scheduleMetricReads } from '../analytics';
import { planRepost } from '../automations';
import { AppError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { JobContext } from '../jobs/client';
import type { AppDeps } from '../types';
import { queuePublication } from './job';
import { keepLease } from './lease';
import { withSession, type AccountRow } from '../accounts';
import {
  isNetworkError,
  type AccountSession,
  type Network,
  type PostMedia,
  type RemotePost,
} from '../networks/network';
import { holdBackIfMediaBlocked, uploadPartMedia, type MediaRun } from './part-media';
import type { PartRow, PublicationRow } from './repository';
import { preflightRefusal } from './preflight';
import { publicationSettled } from './settled';
import { refusalMessage, unconfirmedMessage } from './run-failure';
import * as store from './worker-repository';

/** An error of ours with a message for the user (no account, reconnect needed): nothing was sent. */
const isAppError = (error: unknown) => error instanceof AppError;

/** Tries of one part while the network is unavailable (5xx, an error before sending). */
export const MAX_TRIES = 5;

/**
 * How long a run uses the account's row it read last instead of reading it again: the parts of a
 * thread go out within it. Credentials about to expire are renewed whatever the row's age.
 */
const ACCOUNT_ROW_REUSE_MS = 5_000;

/** Why a run stopped early: it failed the publication, handed it back, or lost its lease. */
class Stop extends Error {}

/**
 * Publishes one publication, part after part, on its account's network, as the only worker holding
 * its lease. Each part is marked `sending` (with its send key) before its request and given its
 * remote id right after, so whatever happens — a crash, a lost answer, a second worker, a retry —
 * no part with an id is ever sent again, and a part whose request may have gone out is looked for
 * on the network before anything is resent. The lease is renewed while the run lives; if the run
 * dies, the lapsed-lease look queues the rest once the lease has run out.
 */
export async function publishPublication(
  deps: AppDeps,
  publicationId: string,
  context: JobContext,
): Promise<void> {
  const { leaseSeconds, lateAfterMs } = deps.publishing;
  const lease: store.Lease = { publicationId, token: newId(), seconds: leaseSeconds };
  const claimed = await store.claim(deps.db, lease, deps.now(), lateAfterMs);
  // Canceled, moved later, already published or failed, or held by a live run.
  if (!claimed) return;
  const keeper = keepLease(deps, lease);
  try {
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

/** A part that went out, or whose request may have: the thread has begun. */
const mayHaveGoneOut = (part: PartRow) =>
  part.status === 'published' || part.status === 'sending' || part.xPostId !== null;

interface Thread {
  root?: RemotePost;
  parent?: RemotePost;
}

const replyOf = (thread: Thread) =>
  thread.root && thread.parent ? { replyTo: { root: thread.root, parent: thread.parent } } : {};

class PublicationRun {
  private readonly publication: PublicationRow;
  private readonly parts: PartRow[];
  private network: Network['key'] = 'x';
  /** The account's row as this run last read it (first with the claim), and when. */
  private account?: { row: AccountRow; readAt: number };
  /** The account's auto-repost as read with the claim: a later change applies to later runs. */
  private readonly repostAfterHours: number | null;

  constructor(
    private readonly deps: AppDeps,
    claimed: store.Claimed,
    private readonly lease: store.Lease,
    private readonly signal: AbortSignal,
  ) {
    this.publication = claimed.publication;
    this.parts = claimed.parts;
    this.repostAfterHours = claimed.repostAfterHours;
    if (claimed.account) this.account = { row: claimed.account, readAt: deps.now().getTime() };
  }

  /**
   * How a failure names the post it is about, as the schedule dialog names the posts that go out
   * ("Post 2 of 5"); a tweet is one post and has nothing to count (decision 121).
   */
  private label(part: PartRow): string {
    return this.parts.length > 1 ? postPositionLabel(part.position, this.parts.length) : 'The post';
  }

  /** Calls `fn` with the account's network and live credentials. */
  private onNetwork<T>(fn: (session: AccountSession, network: Network) => Promise<T>) {
    const accountId = this.publication.accountId;
    if (!accountId) throw new AppError('account_not_connected', 'No account is connected.');
    const now = this.deps.now().getTime();
    const known = this.account;
    const fresh = known && now - known.readAt < ACCOUNT_ROW_REUSE_MS ? known : undefined;
    return withSession(
      this.deps,
      accountId,
      (session, network, row) => {
        this.network = network.key;
        this.account = row === fresh?.row ? fresh : { row, readAt: now };
        return fn(session, network);
      },
      { known: fresh?.row, userId: this.publication.userId },
    );
  }

  async publish(): Promise<void> {
    this.network = (this.publication.network as Network['key']) ?? 'x';
    if (!this.publication.accountId) {
      await this.fail(
        'The account this was to go out on is no longer connected: connect it in Settings, then schedule the post again.',
      );
    }
    if (!this.parts.some(mayHaveGoneOut)) await this.preflight();
    await holdBackIfMediaBlocked(this.mediaRun(), this.parts);
    const thread: Thread = {};
    for (const part of this.parts) {
      const done = part.status === 'published' && part.xPostId;
      const sent: RemotePost = done
        ? {
            id: part.xPostId!,
            url: part.url ?? '',
            ...(part.remoteRef ? { ref: part.remoteRef } : {}),
          }
        : await this.sendOrResolve(part, thread);
      if (!done) {
        await store.markPublished(
          this.deps.db,
          this.lease,
          {
            position: part.position,
            remoteId: sent.id,
            remoteRef: sent.ref ?? null,
            url: sent.url,
          },
          this.deps.now(),
        );
      }
      thread.root ??= sent;
      thread.parent = sent;
    }
    const publishedAt = this.deps.now();
    // Before the publication is marked published: if queuing fails, the job's retry queues again.
    await scheduleMetricReads(this.deps, { userId: this.publication.userId, publishedAt });
    await planRepost(this.deps, {
      publicationId: this.publication.id,
      afterHours: this.repostAfterHours,
      publishedAt,
    });
    await publicationSettled(this.deps, {
      publicationId: this.publication.id,
      status: 'published',
    });
    await store.releasePublished(this.deps.db, this.lease, publishedAt);
  }

  /**
   * Before the first part goes out: what the network would refuse, or what repeats a post the
   * account made since the publication was scheduled, fails it now, with nothing sent.
   */
  private async preflight(): Promise<void> {
    const account = this.account?.row;
    // Without its account the publication fails at its first part, saying so.
    if (!account) return;
    const texts = this.parts.map((part) => part.text);
    const except = this.publication.id;
    const refusal = await preflightRefusal(this.deps, { account, texts, except });
    if (refusal) await this.fail(refusal.message);
  }

  private async sendOrResolve(part: PartRow, thread: Thread): Promise<RemotePost> {
    if (this.signal.aborted) await this.handBack();
    if (part.status === 'sending') {
      // A part marked before send keys were kept has none yet: it gets one, the same from now on.
      const since = part.sendingAt ?? this.deps.now();
      const sendKey = part.sendKey ?? (await this.markSending(part, since));
      return this.resolveUnknown(part, sendKey, since, thread);
    }
    return this.send(part, thread);
  }

  private async markSending(part: PartRow, at: Date): Promise<string> {
    const key = await store.markSending(this.deps.db, this.lease, part.position, at);
    if (!key) throw new Stop('lease lost');
    return key;
  }

  /** What uploading a part's images needs from this run (`part-media.ts`). */
  private mediaRun(): MediaRun {
    return {
      userId: this.publication.userId,
      lease: this.lease,
      maxTries: MAX_TRIES,
      retryBaseMs: this.deps.publishing.retryBaseMs,
      onNetwork: (fn) => this.onNetwork(fn),
      label: (part) => this.label(part),
      pause: (ms) => this.pause(ms),
      fail: (message) => this.fail(message),
      refusedImage: (part, error, tries) => this.refused(part, error, tries, 'an image of '),
    };
  }

  private post(part: PartRow, sendKey: string, thread: Thread, media: PostMedia[]) {
    return this.onNetwork((session, network) =>
      network.post(session, {
        text: part.text,
        sendKey,
        ...(media.length > 0 ? { media } : {}),
        ...replyOf(thread),
      }),
    );
  }

  /** Sends a part that has certainly not gone out, retrying while the network is unavailable. */
  private async send(part: PartRow, thread: Thread): Promise<RemotePost> {
    for (let attempt = 1; ; attempt++) {
      const media = await uploadPartMedia(this.deps, this.mediaRun(), part);
      const sendingAt = this.deps.now();
      const sendKey = await this.markSending(part, sendingAt);
      try {
        return await this.post(part, sendKey, thread, media);
      } catch (error) {
        if (isNetworkError(error) && error.kind === 'outcome_unknown') {
          return this.resolveUnknown(part, sendKey, sendingAt, thread);
        }
        // Not an answer from the network: whether the request went out is unclear, so the part
        // stays `sending` and the next run looks for it.
        if (!isNetworkError(error) && !isAppError(error)) throw error;
        await store.markNotSent(this.deps.db, this.lease, part.position);
        if (isNetworkError(error) && error.kind === 'unavailable' && attempt < MAX_TRIES) {
          await this.pause(this.deps.publishing.retryBaseMs * 2 ** (attempt - 1));
          continue;
        }
        await this.refused(part, error, attempt);
      }
    }
  }

  /**
   * The request for this part may have gone out. The network tells whether it did (`findSent`:
   * the account's own posts since it was first sent, or the record at its send key); if it did
   * not, sending again with the same send key is safe: X refuses duplicate content, Mastodon
   * answers the first status for the same Idempotency-Key, and Bluesky's record key holds one
   * record. Otherwise the publication fails saying so, and the part is never sent blindly.
   */
  private async resolveUnknown(
    part: PartRow,
    sendKey: string,
    since: Date,
    thread: Thread,
  ): Promise<RemotePost> {
    const input = { text: part.text, sendKey, since, ...replyOf(thread) };
    const look = () => this.onNetwork((session, network) => network.findSent(session, input));
    const found = await look();
    if (found) return found;
    const media = await uploadPartMedia(this.deps, this.mediaRun(), part);
    await this.markSending(part, this.deps.now());
    try {
      return await this.post(part, sendKey, thread, media);
    } catch (error) {
      const kind = isNetworkError(error) ? error.kind : null;
      if (kind === 'duplicate') {
        const again = await look();
        if (again) return again;
        return this.fail(unconfirmedMessage(this.network, this.label(part)));
      }
      if (kind === 'outcome_unknown')
        return this.fail(unconfirmedMessage(this.network, this.label(part)));
      if (!kind && !isAppError(error)) throw error;
      await store.markNotSent(this.deps.db, this.lease, part.position);
      // A 5xx to the resend (Mastodon's answer while the first request with the key is still
      // being posted): the same send key keeps further tries to one post, as for any send.
      if (kind === 'unavailable') return this.send(part, thread);
      return this.refused(part, error, 1);
    }
  }

  /** The network refused the part, or could not be reached enough times: wait, or fail. */
  private async refused(
    part: PartRow,
    error: unknown,
    tries: number,
    /** What was refused, when not the part itself: `an image of `. */
    what = '',
  ): Promise<never> {
    const message = error instanceof Error ? error.message : String(error);
    const label = `${what}${what ? this.label(part).toLowerCase() : this.label(part)}`;
    if (!isNetworkError(error)) return this.fail(`${label} was not sent: ${message}`);
    if (error.kind === 'rate_limited') {
      return this.handBack(error.resetAt ?? new Date(this.deps.now().getTime() + 60_000));
    }
    await store.markPartFailed(this.deps.db, this.lease, part.position);
    const text = refusalMessage(this.network, label, error, tries);
    return this.fail(`${text[0]!.toUpperCase()}${text.slice(1)}`);
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

  /**
   * Gives the publication back to the queue, to be taken up again at `startAfter`, and by no job
   * before then: a 429's wait holds no slot, and no earlier job spends a try on it.
   */
  private async handBack(startAfter?: Date): Promise<never> {
    await queuePublication(this.deps, this.publication.id, startAfter);
    await store.release(this.deps.db, this.lease, { leaseUntil: startAfter ?? null });
    throw new Stop('handed back');
  }
}
