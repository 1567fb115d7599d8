import { findUser } from './fake-bluesky-accounts';
import type {
  FakeBluesky,
  FakeBlueskyCounts,
  FakeBlueskyPost,
  FakeBlueskyReadFault,
  FakeBlueskyRepost,
} from './fake-bluesky-types';
import { requiredParam, XrpcFailure, type XrpcRequest, type XrpcServer } from './fake-bluesky-xrpc';

const MAX_POSTS_PER_LOOKUP = 25;

interface FeedEntry {
  /** The post's URI, or the repost's for a repost. */
  uri: string;
  at: string;
  post: FakeBlueskyPost;
  repost?: FakeBlueskyRepost;
}

/** The author feed's filters: which of the actor's own posts each shows (reposts show in all). */
const FEED_FILTERS: Record<string, (post: FakeBlueskyPost, did: string) => boolean> = {
  posts_with_replies: () => true,
  posts_no_replies: (post) => !post.reply,
  posts_and_author_threads: (post, did) =>
    !post.reply || post.reply.root.uri.startsWith(`at://${did}/`),
};
const FILTER_NAMES = Object.keys(FEED_FILTERS).join(', ');

/** The first planted fault, once the reads it lets through have gone. */
function takeReadFault(faults: FakeBlueskyReadFault[]) {
  const next = faults[0];
  if (next?.afterReads) {
    next.afterReads -= 1;
    return undefined;
  }
  return faults.shift();
}

function limitParam(request: XrpcRequest): number {
  const given = request.params.get('limit');
  const limit = given === null ? 50 : Number(given);
  if (!Number.isInteger(limit))
    throw new XrpcFailure(400, 'InvalidRequest', 'limit must be an integer');
  if (limit < 1) throw new XrpcFailure(400, 'InvalidRequest', 'limit can not be less than 1');
  if (limit > 100)
    throw new XrpcFailure(400, 'InvalidRequest', 'limit can not be greater than 100');
  return limit;
}

/**
 * The AppView reads publishing needs, which a PDS passes on to the AppView: an author's feed
 * (their posts and reposts, newest first, by filter, with read faults), post views by URI, and profiles. Like and quote counts
 * are 0 until a test sets them; reply and repost counts follow the fake's own posts and reposts.
 */
export function addViews(fake: FakeBluesky, xrpc: XrpcServer) {
  const startedAt = new Date().toISOString();
  const setCounts = new Map<string, Partial<FakeBlueskyCounts>>();
  fake.setCounts = (uri, counts) => void setCounts.set(uri, { ...setCounts.get(uri), ...counts });

  const actor = (request: XrpcRequest) => {
    const user = findUser(fake, requiredParam(request, 'actor'));
    if (!user) throw new XrpcFailure(400, 'InvalidRequest', 'Profile not found');
    return user;
  };
  const author = (did: string) => {
    const user = fake.users.find((candidate) => candidate.did === did);
    return {
      did,
      handle: user?.handle ?? 'handle.invalid',
      ...(user?.displayName ? { displayName: user.displayName } : {}),
    };
  };
  const view = (post: FakeBlueskyPost) => ({
    uri: post.uri,
    cid: post.cid,
    author: author(post.authorDid),
    record: post.record,
    replyCount: fake.posts.filter((reply) => reply.reply?.parent.uri === post.uri).length,
    repostCount: fake.reposts.filter((repost) => repost.subject.uri === post.uri).length,
    likeCount: 0,
    quoteCount: 0,
    ...setCounts.get(post.uri),
    indexedAt: post.indexedAt,
  });
  /** A URI naming its repository by handle, as a client may write it, named by did. */
  const byDid = (uri: string) => {
    const [, host = '', rest = ''] = /^at:\/\/([^/]+)(.*)$/.exec(uri) ?? [];
    return `at://${findUser(fake, host)?.did ?? host}${rest}`;
  };

  /** The actor's posts the filter keeps, and their reposts of posts the fake holds. */
  const feedOf = (did: string, filter: string): FeedEntry[] => {
    const kept = FEED_FILTERS[filter];
    if (!kept)
      throw new XrpcFailure(400, 'InvalidRequest', `filter must be one of ${FILTER_NAMES}`);
    const own = fake.posts
      .filter((post) => post.authorDid === did && kept(post, did))
      .map((post) => ({ uri: post.uri, at: post.indexedAt, post }));
    const reposted = fake.reposts.flatMap((repost) => {
      const post = fake.posts.find((candidate) => candidate.uri === repost.subject.uri);
      return repost.authorDid === did && post
        ? [{ uri: repost.uri, at: repost.indexedAt, post, repost }]
        : [];
    });
    // Newest first; at the same time, the one stored later first.
    return [...own, ...reposted].reverse().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  };
  const feedItem = ({ post, repost }: FeedEntry) => ({
    post: view(post),
    ...(repost
      ? {
          reason: {
            $type: 'app.bsky.feed.defs#reasonRepost',
            by: author(repost.authorDid),
            indexedAt: repost.indexedAt,
          },
        }
      : {}),
  });

  xrpc.route('GET', 'app.bsky.feed.getAuthorFeed', (request) => {
    fake.feedReads.push(new URLSearchParams(request.params));
    const fault = takeReadFault(fake.readFaults);
    if (fault?.kind === 'refused') throw new XrpcFailure(400, 'InvalidRequest', fault.message);
    if (fault?.kind === 'rate_limited') {
      throw new XrpcFailure(429, 'RateLimitExceeded', 'Rate Limit Exceeded', {
        'ratelimit-limit': '3000',
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(Math.ceil(fault.resetAt.getTime() / 1000)),
        'ratelimit-policy': '3000;w=300',
      });
    }
    const user = actor(request);
    const limit = limitParam(request);
    const newestFirst = feedOf(user.did, request.params.get('filter') ?? 'posts_with_replies');
    // The cursor names the last item given (as the AppView's, by time and item); if that item
    // was deleted since, the next page starts at the items older than it.
    const cursor = request.params.get('cursor');
    let rest = newestFirst;
    if (cursor) {
      const [at = '', uri] = cursor.split('::');
      const last = newestFirst.findIndex((entry) => entry.uri === uri);
      rest = last >= 0 ? newestFirst.slice(last + 1) : newestFirst.filter((entry) => entry.at < at);
    }
    const page = rest.slice(0, limit);
    const next = page.at(-1);
    return {
      body: {
        feed: page.map(feedItem),
        ...(rest.length > limit && next ? { cursor: `${next.at}::${next.uri}` } : {}),
      },
    };
  });

  xrpc.route('GET', 'app.bsky.feed.getPosts', (request) => {
    const uris = request.params.getAll('uris');
    if (uris.length === 0) {
      throw new XrpcFailure(400, 'InvalidRequest', 'Params must have the property "uris"');
    }
    if (uris.length > MAX_POSTS_PER_LOOKUP) {
      throw new XrpcFailure(
        400,
        'InvalidRequest',
        `uris must not have more than ${MAX_POSTS_PER_LOOKUP} elements`,
      );
    }
    // Posts not found are left out, as the AppView leaves them out.
    const found = uris.map(byDid).flatMap((uri) => fake.posts.filter((post) => post.uri === uri));
    return { body: { posts: found.map(view) } };
  });

  xrpc.route('GET', 'app.bsky.actor.getProfile', (request) => {
    const user = actor(request);
    return {
      body: {
        ...author(user.did),
        followersCount: 0,
        followsCount: 0,
        postsCount: fake.posts.filter((post) => post.authorDid === user.did).length,
        indexedAt: startedAt,
        createdAt: startedAt,
      },
    };
  });
}
