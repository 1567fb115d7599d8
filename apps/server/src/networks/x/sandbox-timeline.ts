import { and, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xSandboxPosts } from '../../db/schema';
import type { XOwnPostsPage } from './client';
import { TIMELINE_PAGE_SIZE } from './timeline-page';

/** A page's cursor names its last post, so posts made while paging do not shift the pages. */
const cursorOf = (post: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([post.createdAt.getTime(), post.id])).toString('base64url');

function afterCursor(cursor: string) {
  let last: unknown;
  try {
    last = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    last = null;
  }
  if (!Array.isArray(last) || typeof last[0] !== 'number' || typeof last[1] !== 'string') {
    return null;
  }
  const at = new Date(last[0]);
  return or(
    lt(xSandboxPosts.createdAt, at),
    and(eq(xSandboxPosts.createdAt, at), lt(xSandboxPosts.id, last[1])),
  );
}

/**
 * One page of a sandbox account's own posts since a time, newest first, paged as X pages
 * `GET /2/users/:id/tweets`: up to 100 a page, and a cursor while more remain. Null for a cursor
 * sandbox X did not give.
 */
export async function sandboxOwnPosts(
  db: Database,
  userId: string,
  query: { since: Date; cursor?: string },
): Promise<XOwnPostsPage | null> {
  const after = query.cursor === undefined ? undefined : afterCursor(query.cursor);
  if (after === null) return null;
  const rows = await db
    .select()
    .from(xSandboxPosts)
    .where(
      and(eq(xSandboxPosts.authorId, userId), gte(xSandboxPosts.createdAt, query.since), after),
    )
    .orderBy(desc(xSandboxPosts.createdAt), desc(xSandboxPosts.id))
    // One more than a page tells whether another page follows.
    .limit(TIMELINE_PAGE_SIZE + 1);
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const posts = page.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: row.createdAt,
    ...(row.replyToId ? { replyToId: row.replyToId } : {}),
  }));
  return rows.length > page.length ? { posts, cursor: cursorOf(page.at(-1)!) } : { posts };
}
