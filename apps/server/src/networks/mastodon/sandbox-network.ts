import { createHash, randomInt } from 'node:crypto';
import { MASTODON_DEFAULT_LIMIT, partProblemOn, textRules } from '@quillpost/shared';
import type { NetworkContext } from '../context';
import {
  NetworkError,
  type AccountSession,
  type Connected,
  type HistoryPost,
  type Network,
} from '../network';
import type { SandboxPost } from '../sandbox-store';
import { SANDBOX_NETWORK, sandboxFigures } from './sandbox-figures';
import { SANDBOX_AUTHORIZE_PATH, SANDBOX_DOMAIN, SANDBOX_VIEW_PATH } from './sandbox-pages';
import { codeChallengeOf, createSandboxSigner, type SandboxClaims } from './sandbox-signer';

const SANDBOX_INSTANCE = `https://${SANDBOX_DOMAIN}`;
const PAGE_SIZE = 40;
const RULES = textRules('mastodon', { maxLength: MASTODON_DEFAULT_LIMIT });

/** A stable account id for a sandbox handle, shaped like Mastodon's. */
const sandboxAccountId = (username: string) =>
  String(
    BigInt(`0x${createHash('sha256').update(username.toLowerCase()).digest('hex').slice(0, 14)}`),
  );

/**
 * A Mastodon instance of this server's own, `sandbox.mastodon.local`: the same connect, publish
 * and figures paths as a real instance, with posts kept in the sandbox store and nothing sent
 * anywhere.
 */
export function createSandboxMastodon(context: NetworkContext): Network {
  const signer = createSandboxSigner(context.secret);
  const store = context.sandboxStore;
  const nowMs = () => context.now().getTime();
  // Ids grow with time like Mastodon's (milliseconds, then 16 bits); the random start of each
  // millisecond keeps two server processes from making the same one.
  let lastId = 0n;
  const nextId = () => {
    const fromClock = BigInt(nowMs()) << 16n;
    lastId = fromClock > lastId ? fromClock + BigInt(randomInt(0, 4096)) : lastId + 1n;
    return String(lastId);
  };
  const urlOf = (id: string) =>
    new URL(`${SANDBOX_VIEW_PATH}/${encodeURIComponent(id)}`, context.publicUrl).href;

  const connected = (claims: Pick<SandboxClaims, 'username' | 'name'>): Connected => ({
    profile: {
      remoteId: sandboxAccountId(claims.username),
      handle: `@${claims.username}@${SANDBOX_DOMAIN}`,
      name: claims.name,
    },
    credentials: {
      instance: SANDBOX_INSTANCE,
      accessToken: signer.seal({
        kind: 'access',
        username: claims.username,
        name: claims.name,
        expiresAt: Number.MAX_SAFE_INTEGER,
        nonce: crypto.randomUUID(),
      }),
    },
    expiresAt: null,
    maxLength: MASTODON_DEFAULT_LIMIT,
  });

  /** The account the session's token names, or `unauthorized`. */
  function authorOf(session: AccountSession): string {
    const claims = signer.open(session.credentials.accessToken ?? '', 'access', nowMs());
    if (!claims)
      throw new NetworkError('unauthorized', 'The access token is invalid', { status: 401 });
    return sandboxAccountId(claims.username);
  }

  const historyPost = async (post: SandboxPost): Promise<HistoryPost> => ({
    id: post.id,
    text: post.text,
    url: urlOf(post.id),
    postedAt: post.createdAt,
    ...(post.replyToId ? { replyToId: post.replyToId } : {}),
    figures: await sandboxFigures(store, post, context.now()),
  });

  return {
    key: 'mastodon',
    provider: 'sandbox',
    connect: {
      kind: 'oauth',
      async authorizeUrl({ state, codeChallenge, redirectUri }) {
        const url = new URL(SANDBOX_AUTHORIZE_PATH, context.publicUrl);
        url.search = new URLSearchParams({
          response_type: 'code',
          client_id: 'quillpost',
          redirect_uri: redirectUri,
          scope: 'read write',
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        }).toString();
        return url.href;
      },
      async finish({ code, codeVerifier, redirectUri }) {
        const claims = signer.open(code, 'code', nowMs());
        if (
          !claims ||
          claims.challenge !== codeChallengeOf(codeVerifier) ||
          claims.redirectUri !== redirectUri
        ) {
          throw new NetworkError(
            'rejected',
            'The sandbox instance refused the authorization code',
            {
              status: 400,
            },
          );
        }
        return connected(claims);
      },
    },
    rules: () => RULES,
    async refresh(credentials) {
      const claims = signer.open(credentials.accessToken ?? '', 'access', nowMs());
      if (!claims)
        throw new NetworkError('rejected', 'The access token is invalid', { status: 401 });
      return { ...connected(claims), credentials: { ...credentials } };
    },
    // Its tokens are signed, not stored: there is nothing to forget.
    async revoke() {},
    mediaBlocked: () => null,
    // Simulated: the image stays here; the sandbox's status page shows the text alone.
    async uploadMedia(session) {
      authorOf(session);
      return { id: nextId() };
    },
    async post(session, input) {
      const authorId = authorOf(session);
      const problem = partProblemOn(RULES, input.text, 'The post');
      if (problem) throw new NetworkError('rejected', problem, { status: 422 });
      const parentId = input.replyTo?.parent.id ?? null;
      if (parentId && !(await store.findById(SANDBOX_NETWORK, parentId))) {
        throw new NetworkError(
          'rejected',
          'The post you are trying to reply to does not appear to exist.',
          { status: 404 },
        );
      }
      const kept = await store.save({
        network: SANDBOX_NETWORK,
        id: nextId(),
        authorId,
        text: input.text,
        replyToId: parentId,
        sendKey: input.sendKey,
        createdAt: context.now(),
      });
      return { id: kept.id, url: urlOf(kept.id) };
    },
    repostBlocked: () => null,
    // Nothing is posted in the sandbox: boosting one of the account's own posts simply succeeds.
    async repost(session, input) {
      const post = await store.findById(SANDBOX_NETWORK, input.post.id);
      if (!post || post.authorId !== authorOf(session)) {
        throw new NetworkError('rejected', 'Record not found', { status: 404 });
      }
      return { id: post.id, url: urlOf(post.id) };
    },
    async findSent(session, input) {
      const found = await store.findBySendKey(SANDBOX_NETWORK, authorOf(session), input.sendKey);
      return found ? { id: found.id, url: urlOf(found.id) } : null;
    },
    async readFigures(session, posts) {
      const ids = posts.map((post) => post.id);
      const authorId = authorOf(session);
      const answer: Awaited<ReturnType<Network['readFigures']>> = { posts: [], missing: [] };
      for (const id of ids) {
        const post = await store.findById(SANDBOX_NETWORK, id);
        if (post && post.authorId === authorId) {
          answer.posts.push(await sandboxFigures(store, post, context.now()));
        } else {
          answer.missing.push({ id, reason: 'deleted', message: 'Record not found' });
        }
      }
      return answer;
    },
    figuresBatchSize: 20,
    reportsImpressions: false,
    async readHistory(session, { cursor, newerThan }) {
      const posts = await store.listByAuthor(SANDBOX_NETWORK, authorOf(session), {
        limit: PAGE_SIZE,
        before: cursor,
        after: newerThan,
      });
      return {
        posts: await Promise.all(posts.map(historyPost)),
        next: posts.length === PAGE_SIZE ? posts.at(-1)!.id : null,
      };
    },
  };
}
