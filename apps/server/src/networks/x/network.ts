import twitterText from 'twitter-text';
import { duplicateKey, textRules } from '@quillpost/shared';
import { findInPages } from '../find-in-pages';
import type { AccountSession, Connected, Network } from '../network';
import { MEDIA_SCOPE, type XClient, type XTokenSet } from './client';
import { xSpend, type XSpend } from './spend';

/** X answers figures beyond the public ones only for posts younger than this. */
const PRIVATE_METRICS_MS = 30 * 86_400_000;

/** X shortens links, so texts are compared with every link standing for the same token. */
const comparable = (text: string) => {
  let out = text;
  for (const url of twitterText.extractUrls(text)) out = out.split(url).join(' link ');
  return duplicateKey(out.replace(/https:\/\/t\.co\/\w+/g, ' link '));
};

const credentialsOf = (tokens: XTokenSet) => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  scope: tokens.scope,
});

const token = (session: AccountSession) => session.credentials.accessToken ?? '';

/**
 * X as one of the networks: the X client (X's API, or sandbox X) behind the networks capability.
 * `lookupPages` bounds how far back a send of unknown outcome is looked for.
 */
export function createXNetwork(
  client: XClient,
  options: { now: () => Date; lookupPages: number; spend?: XSpend },
): Network {
  const spend = options.spend ?? xSpend(undefined);
  async function connected(tokens: XTokenSet): Promise<Connected> {
    try {
      const user = await client.me(tokens.accessToken);
      return {
        profile: { remoteId: user.id, handle: user.username, name: user.name },
        credentials: credentialsOf(tokens),
        expiresAt: tokens.expiresAt,
      };
    } catch (error) {
      void client.revoke(tokens.accessToken).catch(() => {});
      throw error;
    }
  }

  return {
    key: 'x',
    provider: client.provider === 'sandbox' ? 'sandbox' : 'real',
    connect: {
      kind: 'oauth',
      authorizeUrl: async (input) => client.authorizeUrl(input),
      finish: async (input) => connected(await client.exchangeCode(input)),
    },
    rules: () => textRules('x'),
    async refresh(credentials) {
      const tokens = await client.refresh(credentials.refreshToken ?? '');
      return { credentials: credentialsOf(tokens), expiresAt: tokens.expiresAt };
    },
    async revoke(credentials) {
      const tokens = [credentials.refreshToken, credentials.accessToken].filter(Boolean);
      await Promise.allSettled(tokens.map((value) => client.revoke(value!)));
    },
    mediaBlocked: (session) =>
      (session.credentials.scope ?? '').split(' ').includes(MEDIA_SCOPE)
        ? null
        : 'Reconnect X to post images: Quillpost now needs permission to upload media.',
    async uploadMedia(session, media) {
      const uploaded = await client.uploadMedia(token(session), media);
      return uploaded.expiresAt
        ? { id: uploaded.id, expiresAt: uploaded.expiresAt }
        : { id: uploaded.id };
    },
    async post(session, input) {
      const replyToId = input.replyTo?.parent.id;
      const { id } = await client.createPost(token(session), {
        text: input.text,
        ...(replyToId ? { replyToId } : {}),
        ...(input.media?.length ? { mediaIds: input.media.map((media) => media.id) } : {}),
      });
      await spend.posted(session, { id, text: input.text });
      return { id, url: client.postUrl(session.profile.handle, id) };
    },
    repostBlocked: () => null,
    async repost(session, input) {
      await client.retweet(token(session), session.profile.remoteId, input.post.id);
      // X gives a retweet no id of its own in its answer: the post reposted stands for it.
      return { id: input.post.id, url: client.postUrl(session.profile.handle, input.post.id) };
    },
    async findSent(session, input) {
      const found = await findInPages({
        readPage: async (query) => {
          const page = await client.ownPosts(token(session), session.profile.remoteId, query);
          await spend.read(session, page.posts.length);
          return page;
        },
        comparable,
        part: { text: input.text, replyToId: input.replyTo?.parent.id, since: input.since },
        maxPages: options.lookupPages,
      });
      if (!found) return null;
      // A send whose answer was lost went out after all: X made the post and bills it.
      await spend.posted(session, { id: found.id, text: input.text });
      return { id: found.id, url: client.postUrl(session.profile.handle, found.id) };
    },
    figuresBatchSize: 100,
    reportsImpressions: true,
    async readFigures(session, posts) {
      const now = options.now().getTime();
      const young = posts.filter((post) => now - post.postedAt.getTime() < PRIVATE_METRICS_MS);
      const old = posts.filter((post) => !young.includes(post));
      const answers = await Promise.all(
        [
          { group: young, privateMetrics: true },
          { group: old, privateMetrics: false },
        ]
          .filter(({ group }) => group.length > 0)
          .map(({ group, privateMetrics }) =>
            client.readMetrics(
              token(session),
              group.map((post) => post.id),
              { privateMetrics },
            ),
          ),
      );
      const read = answers.flatMap((answer) => answer.posts);
      await spend.read(session, read.length);
      return { posts: read, missing: answers.flatMap((answer) => answer.missing) };
    },
    async readHistory(session, input) {
      // One call a page: the posts come with their public figures, and X bills each post read.
      const page = await client.history(token(session), session.profile.remoteId, {
        ...(input.cursor ? { cursor: input.cursor } : {}),
        ...(input.newerThan ? { sinceId: input.newerThan } : {}),
      });
      await spend.read(session, page.posts.length);
      return {
        posts: page.posts.map((post) => ({
          id: post.id,
          text: post.text,
          url: client.postUrl(session.profile.handle, post.id),
          postedAt: post.createdAt,
          figures: post.metrics,
        })),
        next: page.cursor ?? null,
      };
    },
  };
}
