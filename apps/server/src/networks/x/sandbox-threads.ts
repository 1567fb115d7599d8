import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xSandboxPosts } from '../../db/schema';

/** Replies X allows under one post in a chain, and so the deepest walk needed. */
const MAX_DEPTH = 25;

export interface SandboxChainPlace {
  /** The first post of the reply chain this post belongs to. */
  rootId: string;
  /** 1 for the first post. */
  position: number;
  createdAt: Date;
}

/**
 * Where each of these sandbox posts sits in its reply chain, found by walking up the replies a
 * level at a time (one query per level). Ids sandbox X does not hold are left out.
 */
export async function sandboxThreads(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, SandboxChainPlace>> {
  const known = new Map<string, { replyToId: string | null; createdAt: Date }>();
  let wanted = [...new Set(ids)];
  for (let depth = 0; depth <= MAX_DEPTH && wanted.length > 0; depth += 1) {
    const rows = await db
      .select({
        id: xSandboxPosts.id,
        replyToId: xSandboxPosts.replyToId,
        createdAt: xSandboxPosts.createdAt,
      })
      .from(xSandboxPosts)
      .where(inArray(xSandboxPosts.id, wanted));
    for (const row of rows) known.set(row.id, row);
    wanted = rows
      .map((row) => row.replyToId)
      .filter((id): id is string => id !== null && !known.has(id));
  }
  const places = new Map<string, SandboxChainPlace>();
  for (const id of ids) {
    const post = known.get(id);
    if (!post) continue;
    let rootId = id;
    let position = 1;
    for (let parent = post.replyToId; parent && known.has(parent); position += 1) {
      rootId = parent;
      parent = known.get(parent)!.replyToId;
    }
    places.set(id, { rootId, position, createdAt: post.createdAt });
  }
  return places;
}
