import { and, eq } from 'drizzle-orm';
import { isValidTweet, simulatedFigures } from '@quillpost/shared';
import type { Database } from '../../db/client';
import { xSandboxPosts } from '../../db/schema';
import { authorizeUrl } from './authorize-url';
import { X_SCOPES, XApiError, type XClient, type XTokenSet } from './client';
import { codeChallengeOf, randomToken, sha256Hex } from './pkce';
import { createSandboxSigner } from './sandbox-tokens';
import { MAX_METRICS_IDS } from './metrics-answer';
import { sandboxThreads } from './sandbox-threads';
import { sandboxOwnPosts } from './sandbox-timeline';
import { ensureSandboxHistory } from './sandbox-history';

export const SANDBOX_AUTHORIZE_PATH = '/auth/x/sandbox/authorize';
export const SANDBOX_VIEW_PATH = '/sandbox/x';
const ACCESS_TOKEN_SECONDS = 2 * 60 * 60;
const CODE_SECONDS = 60;

/** Sandbox X: the connect, publish and metrics paths against a local stand-in; nothing is posted. */
export interface SandboxXClient extends XClient {
  readonly provider: 'sandbox';
  /** What the consent page's form gives back to the callback: a code for this PKCE challenge. */
  issueCode(input: { codeChallenge: string; username: string; name: string }): string;
}

export const isSandboxXClient = (client: XClient): client is SandboxXClient =>
  client.provider === 'sandbox';

/** A stable numeric id for a sandbox handle, shaped like X's. */
export const sandboxUserId = (username: string) =>
  String(BigInt(`0x${sha256Hex(username.toLowerCase()).slice(0, 14)}`));

export function createSandboxXClient(options: {
  db: Database;
  secret: Uint8Array;
  publicUrl: string;
  now: () => Date;
}): SandboxXClient {
  const signer = createSandboxSigner(options.secret);
  const nowMs = () => options.now().getTime();

  const tokenSet = (username: string, name: string): XTokenSet => {
    const expiresAt = nowMs() + ACCESS_TOKEN_SECONDS * 1000;
    const claims = { username, name, nonce: randomToken(9) };
    return {
      accessToken: signer.seal({ ...claims, kind: 'access', expiresAt }),
      refreshToken: signer.seal({ ...claims, kind: 'refresh', expiresAt: Number.MAX_SAFE_INTEGER }),
      expiresAt: new Date(expiresAt),
      scope: X_SCOPES.join(' '),
    };
  };

  const userOf = (accessToken: string) => {
    const claims = signer.open(accessToken, 'access');
    if (!claims || claims.expiresAt <= nowMs()) {
      throw new XApiError('unauthorized', 'Sandbox X: the access token is invalid or expired', {
        status: 401,
      });
    }
    return { id: sandboxUserId(claims.username), username: claims.username, name: claims.name };
  };

  return {
    provider: 'sandbox',
    authorizeUrl: (input) =>
      authorizeUrl(new URL(SANDBOX_AUTHORIZE_PATH, options.publicUrl), 'sandbox', input),
    issueCode: ({ codeChallenge, username, name }) =>
      signer.seal({
        kind: 'code',
        username,
        name,
        challenge: codeChallenge,
        expiresAt: nowMs() + CODE_SECONDS * 1000,
        nonce: randomToken(9),
      }),
    async exchangeCode({ code, codeVerifier }) {
      const claims = signer.open(code, 'code');
      if (
        !claims ||
        claims.expiresAt <= nowMs() ||
        claims.challenge !== codeChallengeOf(codeVerifier)
      ) {
        throw new XApiError('rejected', 'Sandbox X refused the authorization code', {
          status: 400,
        });
      }
      return tokenSet(claims.username, claims.name);
    },
    async refresh(refreshToken) {
      const claims = signer.open(refreshToken, 'refresh');
      if (!claims) {
        throw new XApiError('rejected', 'Sandbox X refused the refresh token', { status: 400 });
      }
      return tokenSet(claims.username, claims.name);
    },
    async revoke() {},
    me: async (accessToken) => userOf(accessToken),
    async retweet(accessToken, _userId, postId) {
      const author = userOf(accessToken);
      const [post] = await options.db
        .select({ id: xSandboxPosts.id })
        .from(xSandboxPosts)
        .where(and(eq(xSandboxPosts.authorId, author.id), eq(xSandboxPosts.id, postId)))
        .limit(1);
      // Nothing is posted in the sandbox: a repost of a post it holds simply succeeds.
      if (!post) {
        throw new XApiError('rejected', 'Sandbox X holds no such post to repost', { status: 404 });
      }
    },
    async createPost(accessToken, input) {
      const author = userOf(accessToken);
      if (!isValidTweet(input.text)) {
        throw new XApiError('rejected', 'Sandbox X: the text is empty or too long', {
          status: 400,
        });
      }
      const recent = await options.db
        .select({ id: xSandboxPosts.id })
        .from(xSandboxPosts)
        .where(and(eq(xSandboxPosts.authorId, author.id), eq(xSandboxPosts.text, input.text)))
        .limit(1);
      if (recent.length > 0) {
        throw new XApiError(
          'duplicate',
          'You are not allowed to create a Tweet with duplicate content.',
          {
            status: 403,
          },
        );
      }
      // Shaped like X's ids: digits that grow with time.
      const id = `${nowMs()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      await options.db.insert(xSandboxPosts).values({
        id,
        authorId: author.id,
        text: input.text,
        replyToId: input.replyToId ?? null,
        createdAt: options.now(),
      });
      return { id };
    },
    // Simulated: the image stays here; the post's page shows the text alone.
    async uploadMedia(accessToken, input) {
      userOf(accessToken);
      if (input.data.byteLength === 0) {
        throw new XApiError('rejected', 'Sandbox X: the image is empty', { status: 400 });
      }
      return { id: `${nowMs()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` };
    },
    async ownPosts(accessToken, userId, query) {
      userOf(accessToken);
      const page = await sandboxOwnPosts(options.db, userId, query);
      if (!page) {
        throw new XApiError('rejected', 'Sandbox X: the pagination token is invalid', {
          status: 400,
        });
      }
      return page;
    },
    async history(accessToken, userId, query) {
      userOf(accessToken);
      // A run starts without a cursor; the account then has its made-up past to read.
      if (!query.cursor) await ensureSandboxHistory(options.db, userId, options.now());
      const page = await sandboxOwnPosts(options.db, userId, {
        since: new Date(0),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      });
      if (!page) {
        throw new XApiError('rejected', 'Sandbox X: the pagination token is invalid', {
          status: 400,
        });
      }
      // Sandbox ids grow with time as X's do, so newer posts have the larger id.
      const sinceId = query.sinceId;
      const posts = page.posts.filter((post) => !sinceId || BigInt(post.id) > BigInt(sinceId));
      const chains = posts.length
        ? await sandboxThreads(
            options.db,
            posts.map((post) => post.id),
          )
        : new Map();
      const reachedKnown = posts.length < page.posts.length;
      return {
        posts: posts.map((post) => {
          const chain = chains.get(post.id);
          const figures = simulatedFigures({
            id: post.id,
            rootId: chain?.rootId ?? post.id,
            position: chain?.position ?? 0,
            ageMs: nowMs() - post.createdAt.getTime(),
          });
          const metrics = { id: post.id, ...figures, linkClicks: null, profileClicks: null };
          return { id: post.id, text: post.text, createdAt: post.createdAt, metrics };
        }),
        ...(page.cursor && !reachedKnown ? { cursor: page.cursor } : {}),
      };
    },
    async readMetrics(accessToken, ids, { privateMetrics }) {
      userOf(accessToken);
      if (ids.length === 0 || ids.length > MAX_METRICS_IDS) {
        throw new XApiError('rejected', `Sandbox X: a read takes 1 to ${MAX_METRICS_IDS} ids`, {
          status: 400,
        });
      }
      const chains = await sandboxThreads(options.db, ids);
      const posts = [...chains].map(([id, chain]) => {
        const figures = simulatedFigures({
          id,
          rootId: chain.rootId,
          position: chain.position,
          ageMs: nowMs() - chain.createdAt.getTime(),
        });
        return privateMetrics
          ? { id, ...figures }
          : { id, ...figures, linkClicks: null, profileClicks: null };
      });
      const missing = ids
        .filter((id) => !chains.has(id))
        .map((id) => ({
          id,
          reason: 'deleted' as const,
          message: `Sandbox X has no post ${id}`,
        }));
      return { posts, missing };
    },
    postUrl: (username, id) =>
      new URL(
        `${SANDBOX_VIEW_PATH}/${encodeURIComponent(username)}/status/${encodeURIComponent(id)}`,
        options.publicUrl,
      ).href,
  };
}

/** A post sandbox X holds, for its read-only view. */
export async function findSandboxPost(db: Database, id: string) {
  const [row] = await db.select().from(xSandboxPosts).where(eq(xSandboxPosts.id, id)).limit(1);
  return row ?? null;
}
