import type { AppBskyFeedDefs } from '@atproto/api';
import type { NetworkContext } from '../context';
import type {
  AccountSession,
  FiguresAnswer,
  HistoryPage,
  HistoryPost,
  RemoteFigures,
} from '../network';
import { asAccount, atBluesky, blueskyCredentials } from './agent';
import { networkErrorOf } from './failures';
import { postUrl } from './publish';

/** The most posts `app.bsky.feed.getPosts` takes in one call. */
export const FIGURES_BATCH_SIZE = 25;
const HISTORY_PAGE_SIZE = 50;

/** Bluesky reports no impressions and no clicks; bookmarks where the view carries them. */
function figuresOf(view: AppBskyFeedDefs.PostView): RemoteFigures {
  return {
    id: view.uri,
    impressions: null,
    likes: view.likeCount ?? 0,
    reposts: view.repostCount ?? 0,
    replies: view.replyCount ?? 0,
    quotes: view.quoteCount ?? 0,
    bookmarks: view.bookmarkCount ?? 0,
    linkClicks: null,
    profileClicks: null,
  };
}

export async function readFigures(
  context: NetworkContext,
  session: AccountSession,
  ids: string[],
): Promise<FiguresAnswer> {
  const account = asAccount(blueskyCredentials(session.credentials));
  const answer: FiguresAnswer = { posts: [], missing: [] };
  for (let start = 0; start < ids.length; start += FIGURES_BATCH_SIZE) {
    const uris = ids.slice(start, start + FIGURES_BATCH_SIZE);
    const { data } = await atBluesky(context, account, (agent) =>
      agent.app.bsky.feed.getPosts({ uris }),
    ).catch((error: unknown) => {
      throw networkErrorOf(error);
    });
    const seen = new Map(data.posts.map((view) => [view.uri, view]));
    for (const uri of uris) {
      const view = seen.get(uri);
      // The AppView leaves out a post it does not hold: deleted, or never indexed.
      if (view) answer.posts.push(figuresOf(view));
      else
        answer.missing.push({ id: uri, reason: 'deleted', message: `Bluesky has no post ${uri}` });
    }
  }
  return answer;
}

interface PostRecord {
  text?: unknown;
  createdAt?: unknown;
  reply?: { root?: { uri?: unknown }; parent?: { uri?: unknown } };
}

function postedAt(record: PostRecord, view: AppBskyFeedDefs.PostView): Date {
  const written = typeof record.createdAt === 'string' ? new Date(record.createdAt) : undefined;
  return written && !Number.isNaN(written.getTime()) ? written : new Date(view.indexedAt);
}

/**
 * The account's own posts and the replies in its own threads (a thread's parts are replies),
 * newest first; reposts, pinned repeats and replies to other people's threads are left out.
 */
export async function readHistory(
  context: NetworkContext,
  session: AccountSession,
  input: { cursor?: string; newerThan?: string },
): Promise<HistoryPage> {
  const credentials = blueskyCredentials(session.credentials);
  const { data } = await atBluesky(context, asAccount(credentials), (agent) =>
    agent.app.bsky.feed.getAuthorFeed({
      actor: credentials.did,
      filter: 'posts_and_author_threads',
      limit: HISTORY_PAGE_SIZE,
      ...(input.cursor ? { cursor: input.cursor } : {}),
    }),
  ).catch((error: unknown) => {
    throw networkErrorOf(error);
  });
  const own = `at://${credentials.did}/`;
  const posts: HistoryPost[] = [];
  for (const item of data.feed) {
    const { post } = item;
    // A repost of an older post shows it again at the time of the repost.
    if (item.reason || post.author.did !== credentials.did) continue;
    if (post.uri === input.newerThan) return { posts, next: null };
    const record = post.record as PostRecord;
    const rootUri = record.reply?.root?.uri;
    const parentUri = record.reply?.parent?.uri;
    if (typeof rootUri === 'string' && !rootUri.startsWith(own)) continue;
    posts.push({
      id: post.uri,
      text: typeof record.text === 'string' ? record.text : '',
      url: postUrl(post.author.handle, post.uri),
      postedAt: postedAt(record, post),
      ...(typeof parentUri === 'string' ? { replyToId: parentUri } : {}),
      figures: figuresOf(post),
    });
  }
  return { posts, next: data.cursor ?? null };
}
