import { findUser } from './fake-bluesky-accounts';
import type { FakeBluesky, FakeBlueskyCounts, FakeBlueskyPost } from './fake-bluesky-types';
import { requiredParam, XrpcFailure, type XrpcRequest, type XrpcServer } from './fake-bluesky-xrpc';

const MAX_POSTS_PER_LOOKUP = 25;

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
 * (their posts, newest first; no reposts), post views by URI, and profiles. Like and quote counts
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

  xrpc.route('GET', 'app.bsky.feed.getAuthorFeed', (request) => {
    const user = actor(request);
    const limit = limitParam(request);
    const newestFirst = fake.posts.filter((post) => post.authorDid === user.did).reverse();
    // The cursor names the last post given (as the AppView's, by time and post); if that post was
    // deleted since, the next page starts at the posts older than it.
    const cursor = request.params.get('cursor');
    let rest = newestFirst;
    if (cursor) {
      const [at = '', uri] = cursor.split('::');
      const last = newestFirst.findIndex((post) => post.uri === uri);
      rest =
        last >= 0 ? newestFirst.slice(last + 1) : newestFirst.filter((post) => post.indexedAt < at);
    }
    const page = rest.slice(0, limit);
    const next = page.at(-1);
    return {
      body: {
        feed: page.map((post) => ({ post: view(post) })),
        ...(rest.length > limit && next ? { cursor: `${next.indexedAt}::${next.uri}` } : {}),
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
