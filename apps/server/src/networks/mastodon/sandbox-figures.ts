import { simulatedFigures } from '@quillpost/shared';
import type { RemoteFigures } from '../network';
import type { SandboxPost, SandboxStore } from '../sandbox-store';

export const SANDBOX_NETWORK = 'mastodon';
/** Replies followed up a reply chain, at most. */
const MAX_DEPTH = 25;

/** The first post of the reply chain a post belongs to, and its place in it (1 for the first). */
async function chainPlace(
  store: SandboxStore,
  post: SandboxPost,
): Promise<{ rootId: string; position: number }> {
  let root = post;
  let position = 1;
  while (root.replyToId && position <= MAX_DEPTH) {
    const parent = await store.findById(SANDBOX_NETWORK, root.replyToId);
    if (!parent) break;
    root = parent;
    position += 1;
  }
  return { rootId: root.id, position };
}

/**
 * Believable figures, the same for the same post at the same age, kept to what Mastodon
 * reports: favourites, boosts and replies, and no views, clicks or bookmarks.
 */
export async function sandboxFigures(
  store: SandboxStore,
  post: SandboxPost,
  now: Date,
): Promise<RemoteFigures> {
  const place = await chainPlace(store, post);
  const simulated = simulatedFigures({
    id: post.id,
    ...place,
    ageMs: now.getTime() - post.createdAt.getTime(),
  });
  return {
    id: post.id,
    impressions: null,
    likes: simulated.likes,
    reposts: simulated.reposts,
    replies: simulated.replies,
    quotes: 0,
    bookmarks: 0,
    linkClicks: null,
    profileClicks: null,
  };
}
