import { NETWORK_NAMES, type NetworkKey } from '@quillpost/shared';
import { withSession } from '../accounts';
import { AppError } from '../lib/errors';
import type { JobContext } from '../jobs/client';
import {
  isNetworkError,
  type AccountSession,
  type Network,
  type RemotePost,
} from '../networks/network';
import type { AppDeps } from '../types';
import { queueAutomation, type AutomationPayload } from './job';
import { choosePlugText } from './plug-text';
import * as store from './repository';
import { findAccountAutomations } from './settings-repository';

/** Tries while the network is unavailable before the plug or repost fails. */
export const MAX_TRIES = 5;

const what = { plug: 'The plug', repost: 'The repost' } as const;

type Outcome =
  | { status: 'done'; post: RemotePost }
  | { status: 'failed'; error: string }
  | { status: 'later'; at: Date };

type Publication = NonNullable<Awaited<ReturnType<typeof store.publicationToAutomate>>>;

const remoteOf = (part: Publication['parts'][number]): RemotePost => ({
  id: part.remoteId!,
  url: part.url ?? '',
  ...(part.remoteRef ? { ref: part.remoteRef } : {}),
});

/**
 * Sends one publication's plug or repost, once. The row is taken (with a lease, a try count and a
 * send key) before the network is called, and a job waits at the lease's end; so a duplicated
 * job or a second worker finds it held or settled, and a take after a worker died or an answer
 * was lost (`tries` above 1) first finds out what the earlier call did: the plug is looked for
 * among the account's posts, and a repost is asked again with the same key, which the network
 * keeps to one repost.
 */
export async function runAutomation(
  deps: AppDeps,
  payload: AutomationPayload,
  _context?: Pick<JobContext, 'signal'>,
): Promise<void> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.publishing.leaseSeconds * 1000);
  const claimed = await store.claimAutomation(deps.db, payload, { now, leaseUntil });
  if (!claimed) return followUp(deps, payload);
  await queueAutomation(deps, payload, leaseUntil);
  const outcome = await attempt(deps, payload, claimed).catch((error: unknown) => {
    if (error instanceof AppError) return { status: 'failed' as const, error: error.message };
    throw error;
  });
  const key = { ...payload };
  if (outcome.status === 'later') {
    await store.handBack(deps.db, key, { tries: claimed.tries, at: outcome.at });
    await queueAutomation(deps, payload, outcome.at);
    return;
  }
  await store.settleAutomation(deps.db, key, {
    tries: claimed.tries,
    at: deps.now(),
    ...(outcome.status === 'done'
      ? { status: 'done', remoteId: outcome.post.id, url: outcome.post.url }
      : { status: 'failed', error: outcome.error }),
  });
}

/** Not taken: nothing to do when settled; otherwise look again when it falls due or frees. */
async function followUp(deps: AppDeps, payload: AutomationPayload): Promise<void> {
  const row = await store.findAutomation(deps.db, payload);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const at = row.status === 'sending' && row.leaseUntil ? row.leaseUntil : row.at;
  if (at.getTime() > deps.now().getTime()) await queueAutomation(deps, payload, at);
}

async function attempt(
  deps: AppDeps,
  payload: AutomationPayload,
  row: store.AutomationRow,
): Promise<Outcome> {
  const publication = await store.publicationToAutomate(deps.db, payload.publicationId);
  const last = publication?.parts.at(-1);
  if (!publication?.accountId || !last?.remoteId) {
    return {
      status: 'failed',
      error: `${what[payload.kind]} was not sent: the post or its account is no longer there.`,
    };
  }
  return withSession(
    deps,
    publication.accountId,
    (session, network) =>
      payload.kind === 'plug'
        ? plug(deps, { session, network, publication, row })
        : repost(deps, { session, network, publication, row }),
    { userId: publication.userId },
  );
}

interface Attempt {
  session: AccountSession;
  network: Network;
  publication: Publication;
  row: store.AutomationRow;
}

/** What a network failure means for a plug or repost: wait, try again later, or fail. */
function afterFailure(
  deps: AppDeps,
  kind: AutomationPayload['kind'],
  a: Attempt,
  error: unknown,
): Outcome {
  if (!isNetworkError(error)) throw error;
  const name = NETWORK_NAMES[a.network.key as NetworkKey];
  const now = deps.now().getTime();
  if (error.kind === 'rate_limited') {
    return { status: 'later', at: error.resetAt ?? new Date(now + 60_000) };
  }
  const unsettled = error.kind === 'unavailable' || error.kind === 'outcome_unknown';
  if (unsettled && a.row.tries < MAX_TRIES) {
    // The next take looks for what this call did before calling again.
    return { status: 'later', at: new Date(now + deps.publishing.retryBaseMs * 2 ** a.row.tries) };
  }
  return { status: 'failed', error: `${what[kind]} was refused by ${name}: ${error.message}` };
}

async function plug(deps: AppDeps, a: Attempt): Promise<Outcome> {
  const { session, network, publication, row } = a;
  const parts = publication.parts.map(remoteOf);
  const replyTo = { root: parts[0]!, parent: parts.at(-1)! };
  let text = row.text;
  if (text !== null && row.tries > 1) {
    const since = publication.publishedAt ?? row.at;
    const input = { text, sendKey: row.sendKey!, since, replyTo };
    const found = await network.findSent(session, input).catch((error: unknown) => {
      if (isNetworkError(error)) return undefined;
      throw error;
    });
    if (found) return { status: 'done', post: found };
    if (found === undefined)
      return { status: 'later', at: new Date(deps.now().getTime() + 60_000) };
  }
  if (text === null) {
    const key = { publicationId: publication.id, kind: 'plug' as const };
    const rules = network.rules({});
    const chosen = await choosePlugText(deps, {
      key,
      tries: row.tries,
      userId: publication.userId,
      accountId: publication.accountId!,
      rules,
    });
    if ('missing' in chosen) {
      if (chosen.missing === 'lease_lost') return { status: 'later', at: deps.now() };
      return {
        status: 'failed',
        error: `The plug was not sent: every plug text went out on this account within the last 90 days, and no new wording could be written.`,
      };
    }
    text = chosen.text;
  }
  try {
    return {
      status: 'done',
      post: await network.post(session, { text, sendKey: row.sendKey!, replyTo }),
    };
  } catch (error) {
    return afterFailure(deps, 'plug', a, error);
  }
}

async function repost(deps: AppDeps, a: Attempt): Promise<Outcome> {
  const { session, network, publication, row } = a;
  // Waiting hours for its time, it goes out only if the person still wants reposts then.
  const settings = await findAccountAutomations(deps.db, publication.accountId!);
  if (!settings?.repostEnabled && row.tries === 1) {
    return {
      status: 'failed',
      error: 'The repost was not sent: auto-repost was turned off before it was due.',
    };
  }
  const blocked = network.repostBlocked(session);
  if (blocked) return { status: 'failed', error: `The repost was not sent: ${blocked}` };
  try {
    const post = remoteOf(publication.parts[0]!);
    return { status: 'done', post: await network.repost(session, { post, sendKey: row.sendKey! }) };
  } catch (error) {
    return afterFailure(deps, 'repost', a, error);
  }
}
