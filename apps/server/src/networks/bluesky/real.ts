import { textRules } from '@quillpost/shared';
import type { NetworkContext } from '../context';
import type { Network } from '../network';
import { createPost, findSentPost } from './publish';
import { createRepost } from './repost';
import { uploadImage } from './media';
import { FIGURES_BATCH_SIZE, readFigures, readHistory } from './reads';
import { endSession, refreshSession, signIn } from './session';

/** Bluesky through `@atproto/api`, at the service each account signed in at. */
export function createRealBluesky(context: NetworkContext): Network {
  return {
    key: 'bluesky',
    provider: 'real',
    connect: { kind: 'password', signIn: (input) => signIn(context, input) },
    rules: () => textRules('bluesky'),
    refresh: (credentials) => refreshSession(context, credentials),
    revoke: (credentials) => endSession(context, credentials),
    mediaBlocked: () => null,
    uploadMedia: (session, media) => uploadImage(context, session, media),
    post: (session, input) => createPost(context, session, input),
    repostBlocked: () => null,
    repost: (session, input) => createRepost(context, session, input),
    findSent: (session, input) => findSentPost(context, session, input),
    readFigures: (session, posts) =>
      readFigures(
        context,
        session,
        posts.map((post) => post.id),
      ),
    figuresBatchSize: FIGURES_BATCH_SIZE,
    reportsImpressions: false,
    readHistory: (session, input) => readHistory(context, session, input),
  };
}
