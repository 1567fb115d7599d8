import {
  isPublishableKind,
  publicationParts,
  type CreatePublicationRequest,
  type ListPublicationsQuery,
  type Publication,
  type PublishAt,
} from '@quillpost/shared';
import type { Database } from '../db/client';
import { AppError, invalidInput, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AppDeps } from '../types';
import { queuePublication } from './job';
import * as live from './live-repository';
import * as repository from './repository';
import { atPlannedTime, planPublishAt } from './schedule';
import { toPublication } from './view';
import { mediaProblems } from '../media';
import { chooseAccount, networkName } from './account-choice';
import { preflight, preflightWaiting, throwRefusal } from './preflight';
import { publicationSettled } from './settled';

const alreadyLive = () =>
  new AppError(
    'conflict',
    'This post already has a scheduled publication on this account; reschedule that one.',
  );
/** The cap keeps what one user has waiting bounded; only canceled rows pile up, and slowly. */
const tooMany = (maxLive: number) =>
  new AppError(
    'conflict',
    `You have ${maxLive} publications waiting to go out, the most one account may have; cancel one or wait for one to go out.`,
    { limit: maxLive },
  );
const notScheduled = (status: string) =>
  new AppError('conflict', `This publication is ${status}; only a scheduled one can change.`);

export async function createPublication(
  deps: AppDeps,
  input: { userId: string; request: CreatePublicationRequest },
): Promise<Publication> {
  const { userId, request } = input;
  const post = await repository.findPostOfUser(deps.db, { userId, id: request.postId });
  if (!post) throw notFound('Post');
  if (!isPublishableKind(post.kind)) {
    throw invalidInput('postId: ideas cannot be published; write a tweet or a thread from them');
  }
  const linksInReply = request.linksInReply ?? false;
  const account = await chooseAccount(deps, { userId, accountId: request.accountId });
  const texts = publicationParts(post.kind, post.content, { linksInReply });
  // The images were checked when the post was saved; one deleted since is named here.
  const missing = await mediaProblems(deps, {
    userId,
    media: post.media,
    partCount: texts.length,
  });
  if (missing.length > 0) {
    const network = networkName(account.network);
    throw invalidInput(
      `postId: the post cannot go out on ${network} as it is. ${missing.join(' ')}`,
    );
  }
  await preflight(deps, { account, texts, field: 'postId' });
  const plan = await planPublishAt(deps, { userId, publishAt: request.publishAt });
  const id = newId();
  const maxLive = deps.config.SCHEDULED_PUBLICATIONS_MAX;
  let placed: { outcome: live.InsertOutcome; at: Date };
  try {
    placed = await atPlannedTime(deps, { userId, accountId: account.id, plan }, async (db, at) => {
      const outcome = await live.insertPublication(
        db,
        {
          id,
          userId,
          postId: post.id,
          accountId: account.id,
          network: account.network,
          kind: post.kind,
          status: 'scheduled',
          publishAt: at,
          linksInReply,
        },
        withMedia(texts, post.media),
        maxLive,
      );
      return { outcome, at };
    });
  } catch (error) {
    if (repository.isUniqueViolation(error)) throw alreadyLive();
    throw error;
  }
  if (placed.outcome === 'too_many') throw tooMany(maxLive);
  if (placed.outcome === 'post_gone') throw notFound('Post');
  await queuePublication(deps, id, placed.at);
  return getPublication(deps, { userId, id });
}

export async function getPublication(
  deps: AppDeps,
  input: { userId: string; id: string },
): Promise<Publication> {
  const row = await repository.findPublication(deps.db, input);
  if (!row) throw notFound('Publication');
  return toPublication(row);
}

/**
 * A page of the user's publications in publishing order: the newest `limit` that pass the
 * filters, or those before the `before` publication when paging back.
 */
export async function listPublications(
  deps: AppDeps,
  input: { userId: string } & ListPublicationsQuery,
): Promise<Publication[]> {
  const { userId, before } = input;
  const cursor = before ? await repository.findCursor(deps.db, { userId, id: before }) : undefined;
  if (cursor === null) throw invalidInput('before must be the _id of one of your publications');
  const rows = await repository.listPublications(deps.db, {
    userId,
    statuses: input.status,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
    postIds: input.postIds,
    accountId: input.accountId,
    limit: input.limit,
    before: cursor,
  });
  return rows.map(toPublication);
}

/** Answers 404 or 409 for a publication that a status-guarded change did not touch. */
async function refusal(deps: AppDeps, input: { userId: string; id: string }): Promise<AppError> {
  const row = await repository.findPublication(deps.db, input);
  return row ? notScheduled(row.status) : notFound('Publication');
}

export async function reschedulePublication(
  deps: AppDeps,
  input: { userId: string; id: string; publishAt: PublishAt },
): Promise<Publication> {
  const current = await repository.findPublication(deps.db, input);
  if (!current) throw notFound('Publication');
  const plan = await planPublishAt(deps, input);
  if (current.status === 'scheduled') {
    const texts = current.parts.map((part) => part.text);
    await throwRefusal(preflightWaiting(deps, { publication: current, texts }));
  }
  const publishAt = await atPlannedTime(
    deps,
    { userId: input.userId, accountId: current.accountId ?? '', plan, moving: input.id },
    async (db, at) => {
      const where = { id: input.id, userId: input.userId, from: 'scheduled' };
      return (await repository.updateWhileStatus(db, where, { publishAt: at })) ? at : null;
    },
  );
  if (!publishAt) throw await refusal(deps, input);
  await queuePublication(deps, input.id, publishAt);
  return getPublication(deps, input);
}

export async function cancelPublication(
  deps: AppDeps,
  input: { userId: string; id: string },
): Promise<void> {
  const changed = await repository.updateWhileStatus(
    deps.db,
    { ...input, from: 'scheduled' },
    { status: 'canceled' },
  );
  if (!changed) throw await refusal(deps, input);
  await publicationSettled(deps, { publicationId: input.id, status: 'canceled' });
}

/** Sends a failed publication again from its first unpublished part; published parts stay. */
export async function retryPublication(
  deps: AppDeps,
  input: { userId: string; id: string },
): Promise<Publication> {
  const now = deps.now();
  const maxLive = deps.config.SCHEDULED_PUBLICATIONS_MAX;
  let changed: boolean | 'too_many';
  try {
    changed = await live.rescheduleFailed(deps.db, input, now, maxLive);
  } catch (error) {
    if (repository.isUniqueViolation(error)) throw alreadyLive();
    throw error;
  }
  if (changed === 'too_many') throw tooMany(maxLive);
  if (!changed) {
    const row = await repository.findPublication(deps.db, input);
    if (!row) throw notFound('Publication');
    throw new AppError(
      'conflict',
      `This publication is ${row.status}; only a failed one can be retried.`,
    );
  }
  // The worker sends failed and pending parts alike; this only shows the parts as waiting again.
  await repository.resetUnpublishedParts(deps.db, input.id);
  await queuePublication(deps, input.id, now);
  return getPublication(deps, input);
}

/**
 * In the transaction that deletes a post: its scheduled publication is canceled with it, so
 * nothing of a deleted post goes out later. A post that a worker is publishing right now is not
 * deleted: a 409 names the publication, to delete once it is out.
 */
export async function cancelPublicationOfDeletedPost(
  tx: Database,
  input: { userId: string; postId: string },
): Promise<void> {
  const { publishing } = await live.cancelLiveOfPost(tx, input);
  if (publishing) {
    throw new AppError(
      'conflict',
      `This post is being published to X right now (publication ${publishing}); delete it once that is done.`,
      { publicationId: publishing },
    );
  }
}

/** After an edit: the post's scheduled publications go out with the new text. */
export async function refreshScheduledParts(
  deps: AppDeps,
  post: { id: string; kind: string; content: string; media: string[][] },
): Promise<void> {
  const { kind } = post;
  if (!isPublishableKind(kind)) return;
  await repository.replaceScheduledParts(deps.db, post.id, (scheduled) =>
    withMedia(
      publicationParts(kind, post.content, { linksInReply: scheduled.linksInReply }),
      post.media,
    ),
  );
}

/**
 * Each part with the post's images for it: the post's media index i belongs to part i + 1 (a
 * last reply made of links moved out of the parts carries none).
 */
const withMedia = (texts: string[], media: string[][]): repository.NewPart[] =>
  texts.map((text, i) => ({ text, media: media[i] ?? [] }));
