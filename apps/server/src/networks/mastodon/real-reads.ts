import {
  isNetworkError,
  NetworkError,
  type FiguresAnswer,
  type FindSentInput,
  type HistoryPage,
  type RemotePost,
} from '../network';
import { figuresOf, readAnswer, statusUrl, ZStatus, ZStatusList, type Status } from './entities';
import type { Session } from './credentials';
import type { InstanceHttp } from './instance-http';
import { statusText, showsText } from './status-text';

/** The most statuses Mastodon answers in one page of an account's statuses. */
const PAGE_SIZE = 40;
/** How far back a search for a sent status goes: 1,000 statuses. */
const MAX_PAGES = 25;
/** The instance's clock may be behind ours: look this much further back than `since`. */
const CLOCK_SLACK_MS = 10 * 60_000;
export const FIGURES_BATCH_SIZE = 20;
/** Status reads of one figures read under way at once, to stay well inside rate limits. */
const FIGURES_CONCURRENCY = 4;

const unreadable = (http: InstanceHttp) =>
  new NetworkError('unavailable', `${http.host} answered statuses Quillpost cannot read`);

/** One page of the account's own statuses, newest first, boosts left out. */
async function ownStatuses(
  { http, accessToken, accountId }: Session,
  bounds: { maxId?: string; sinceId?: string },
): Promise<Status[]> {
  const { body } = await http.request({
    path: `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses`,
    accessToken,
    query: {
      limit: String(PAGE_SIZE),
      exclude_reblogs: 'true',
      max_id: bounds.maxId,
      since_id: bounds.sinceId,
    },
  });
  return readAnswer(ZStatusList, body, () => unreadable(http));
}

/**
 * Looks among the account's statuses back to `since` for one showing the part's text and
 * replying to its parent. This never posts. When it answers null, the publishing worker sends
 * the part again with the same send key as Idempotency-Key, which is safe: within the hour
 * Mastodon keeps a key, a status that went out after all is answered again instead of posted a
 * second time. When the statuses since then are too many to look through, the outcome stays
 * unknown rather than guessed.
 */
export async function findSent(session: Session, input: FindSentInput): Promise<RemotePost | null> {
  const parentId = input.replyTo?.parent.id ?? null;
  const oldest = input.since.getTime() - CLOCK_SLACK_MS;
  let maxId: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const statuses = await ownStatuses(session, { maxId });
    for (const status of statuses) {
      if (Date.parse(status.created_at) < oldest) return null;
      if ((status.in_reply_to_id ?? null) === parentId && showsText(status.content, input.text)) {
        return { id: status.id, url: statusUrl(status) };
      }
    }
    if (statuses.length < PAGE_SIZE) return null;
    maxId = statuses.at(-1)!.id;
  }
  throw new NetworkError(
    'outcome_unknown',
    `More than ${MAX_PAGES * PAGE_SIZE} statuses were posted since ${input.since.toISOString()}; the part was not among them`,
  );
}

async function eachWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function readFigures(session: Session, ids: string[]): Promise<FiguresAnswer> {
  const answer: FiguresAnswer = { posts: [], missing: [] };
  const { http, accessToken } = session;
  await eachWithConcurrency(ids, FIGURES_CONCURRENCY, async (id) => {
    try {
      const { body } = await http.request({
        path: `/api/v1/statuses/${encodeURIComponent(id)}`,
        accessToken,
      });
      answer.posts.push(figuresOf(readAnswer(ZStatus, body, () => unreadable(http))));
    } catch (error) {
      if (!isNetworkError(error) || error.status !== 404) throw error;
      answer.missing.push({ id, reason: 'deleted', message: `${http.host}: ${error.message}` });
    }
  });
  const order = new Map(ids.map((id, index) => [id, index]));
  answer.posts.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return answer;
}

export async function readHistory(
  session: Session,
  input: { cursor?: string; newerThan?: string },
): Promise<HistoryPage> {
  const statuses = await ownStatuses(session, { maxId: input.cursor, sinceId: input.newerThan });
  return {
    // `exclude_reblogs` is asked for; a boost an instance answers all the same is someone else's post.
    posts: statuses
      .filter((status) => !status.reblog)
      .map((status) => ({
        id: status.id,
        text: statusText(status.content),
        url: statusUrl(status),
        postedAt: new Date(status.created_at),
        ...(status.in_reply_to_id ? { replyToId: status.in_reply_to_id } : {}),
        figures: figuresOf(status),
      })),
    // The page as answered, boosts included, says where the next one starts.
    next: statuses.length === PAGE_SIZE ? statuses.at(-1)!.id : null,
  };
}
