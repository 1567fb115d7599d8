import {
  isPublishableKind,
  partProblems,
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
import { resolvePublishAt } from './schedule';
import { toPublication } from './view';

const alreadyLive = () =>
  new AppError('conflict', 'This post already has a scheduled publication; reschedule that one.');
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
  const texts = publicationParts(post.kind, post.content, { linksInReply });
  const problems = partProblems(texts);
  if (problems.length > 0)
    throw invalidInput(`postId: the post cannot go out as it is. ${problems.join(' ')}`);
  const publishAt = await resolvePublishAt(deps, { userId, publishAt: request.publishAt });
  if (!(await deps.publishing.x.findAccount(userId))) {
    throw new AppError('conflict', 'Connect an X account before publishing.');
  }
  const id = newId();
  const maxLive = deps.config.SCHEDULED_PUBLICATIONS_MAX;
  let outcome: live.InsertOutcome;
  try {
    outcome = await live.insertPublication(
      deps.db,
      {
        id,
        userId,
        postId: post.id,
        kind: post.kind,
        status: 'scheduled',
        publishAt,
        linksInReply,
      },
      texts,
      maxLive,
    );
  } catch (error) {
    if (repository.isUniqueViolation(error)) throw alreadyLive();
    throw error;
  }
  if (outcome === 'too_many') throw tooMany(maxLive);
  if (outcome === 'post_gone') throw notFound('Post');
  await queuePublication(deps, id, publishAt);
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
  const publishAt = await resolvePublishAt(deps, { ...input, ignore: current.publishAt });
  const changed = await repository.updateWhileStatus(
    deps.db,
    { id: input.id, userId: input.userId, from: 'scheduled' },
    { publishAt },
  );
  if (!changed) throw await refusal(deps, input);
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

/** After an edit: the post's scheduled publication goes out with the new text. */
export async function refreshScheduledParts(
  deps: AppDeps,
  post: { id: string; kind: string; content: string },
): Promise<void> {
  const { kind } = post;
  if (!isPublishableKind(kind)) return;
  await repository.replaceScheduledParts(deps.db, post.id, (scheduled) =>
    publicationParts(kind, post.content, { linksInReply: scheduled.linksInReply }),
  );
}
