import { createHash } from 'node:crypto';
import { partProblemOn, textRules } from '@quillpost/shared';
import type { NetworkContext } from '../context';
import { NetworkError, type Network, type RemotePost } from '../network';
import type { SandboxPost } from '../sandbox-store';
import { createTidClock } from './record-key';
import { FIGURES_BATCH_SIZE } from './reads';
import { sandboxFigures } from './sandbox-figures';
import { createSandboxSessions } from './sandbox-session';

/** The network name sandbox Bluesky's posts are kept under in the sandbox store. */
export const SANDBOX_NETWORK = 'bluesky';
const HISTORY_PAGE_SIZE = 50;

/** Where this server shows a sandbox post (the page lives under the server's public address). */
export const sandboxPostUrl = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/+$/, '')}/sandbox/bluesky/${encodeURIComponent(id)}`;

/**
 * Sandbox Bluesky: connect, post, find, figures and history against the sandbox store; nothing
 * leaves the server. Post ids are TIDs of the moment they were made, so they sort by time.
 */
export function createSandboxBluesky(context: NetworkContext): Network {
  const sessions = createSandboxSessions(context);
  const nextId = createTidClock();
  const store = context.sandboxStore;
  const remotePost = (post: SandboxPost): RemotePost => ({
    id: post.id,
    url: sandboxPostUrl(context.publicUrl, post.id),
    ref: createHash('sha256').update(`${post.id}\n${post.text}`).digest('hex').slice(0, 32),
  });

  return {
    key: 'bluesky',
    provider: 'sandbox',
    connect: { kind: 'password', signIn: (input) => sessions.signIn(input) },
    rules: () => textRules('bluesky'),
    refresh: (credentials) => sessions.refresh(credentials),
    async revoke() {},
    mediaBlocked: () => null,
    // Simulated: the image stays here; the sandbox's post page shows the text alone.
    async uploadMedia(session, media) {
      sessions.accountOf(session.credentials);
      const id = createHash('sha256').update(media.data).digest('hex');
      return { id, ref: JSON.stringify({ $type: 'blob', ref: { $link: id } }) };
    },
    async post(session, input) {
      const author = sessions.accountOf(session.credentials);
      const problem = partProblemOn(textRules('bluesky'), input.text, 'The post');
      if (problem)
        throw new NetworkError('rejected', `Sandbox Bluesky: ${problem}`, { status: 400 });
      const kept = await store.save({
        network: SANDBOX_NETWORK,
        id: nextId(context.now()),
        authorId: author.did,
        text: input.text,
        replyToId: input.replyTo?.parent.id ?? null,
        sendKey: input.sendKey,
        createdAt: context.now(),
      });
      return remotePost(kept);
    },
    repostBlocked: () => null,
    // Nothing is posted in the sandbox: reposting one of the account's own posts simply succeeds.
    async repost(session, input) {
      const author = sessions.accountOf(session.credentials);
      const post = await store.findById(SANDBOX_NETWORK, input.post.id);
      if (!post || post.authorId !== author.did) {
        throw new NetworkError('rejected', 'Sandbox Bluesky: no such post to repost', {
          status: 400,
        });
      }
      return remotePost(post);
    },
    async findSent(session, input) {
      const author = sessions.accountOf(session.credentials);
      const found = await store.findBySendKey(SANDBOX_NETWORK, author.did, input.sendKey);
      return found ? remotePost(found) : null;
    },
    async readFigures(session, posts) {
      const ids = posts.map((post) => post.id);
      sessions.accountOf(session.credentials);
      return sandboxFigures(store, ids, context.now());
    },
    figuresBatchSize: FIGURES_BATCH_SIZE,
    reportsImpressions: false,
    async readHistory(session, input) {
      const author = sessions.accountOf(session.credentials);
      const page = await store.listByAuthor(SANDBOX_NETWORK, author.did, {
        limit: HISTORY_PAGE_SIZE,
        ...(input.cursor ? { before: input.cursor } : {}),
        ...(input.newerThan ? { after: input.newerThan } : {}),
      });
      const figures = await sandboxFigures(
        store,
        page.map((post) => post.id),
        context.now(),
      );
      const byId = new Map(figures.posts.map((entry) => [entry.id, entry]));
      return {
        posts: page.map((post) => ({
          id: post.id,
          text: post.text,
          url: remotePost(post).url,
          postedAt: post.createdAt,
          ...(post.replyToId ? { replyToId: post.replyToId } : {}),
          figures: byId.get(post.id)!,
        })),
        next: page.length === HISTORY_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },
  };
}
