import { simulatedFigures } from '@quillpost/shared';
import type { FiguresAnswer } from '../network';
import type { SandboxPost, SandboxStore } from '../sandbox-store';

/** Replies Bluesky's thread view shows under one post, and so the deepest walk needed. */
const MAX_DEPTH = 25;

/**
 * Figures for sandbox posts, simulated from where each sits in its reply chain and its age, the
 * same for the same post at the same age. Like Bluesky, no impressions and no clicks.
 */
export async function sandboxFigures(
  store: SandboxStore,
  ids: readonly string[],
  now: Date,
): Promise<FiguresAnswer> {
  const known = new Map<string, SandboxPost | null>();
  const find = async (id: string) => {
    if (!known.has(id)) known.set(id, await store.findById('bluesky', id));
    return known.get(id) ?? null;
  };
  const answer: FiguresAnswer = { posts: [], missing: [] };
  for (const id of ids) {
    const post = await find(id);
    if (!post) {
      answer.missing.push({ id, reason: 'deleted', message: `Sandbox Bluesky has no post ${id}` });
      continue;
    }
    let root = post;
    let position = 1;
    for (let depth = 0; root.replyToId && depth < MAX_DEPTH; depth += 1) {
      const parent = await find(root.replyToId);
      if (!parent) break;
      root = parent;
      position += 1;
    }
    const figures = simulatedFigures({
      id,
      rootId: root.id,
      position,
      ageMs: now.getTime() - post.createdAt.getTime(),
    });
    answer.posts.push({ ...figures, id, impressions: null, linkClicks: null, profileClicks: null });
  }
  return answer;
}
