import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { PostKind } from '@quillpost/shared';
import type { Database } from '../db/client';
import { posts } from '../db/schema';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export async function insertPost(db: Database, values: NewPost): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  return row!;
}

/** Oldest first. With a limit: the newest `limit` posts before the cursor, still oldest first. */
export async function listPosts(
  db: Database,
  input: { userId: string; kind: PostKind; limit?: number; before?: string },
): Promise<PostRow[]> {
  const where = and(
    eq(posts.userId, input.userId),
    eq(posts.kind, input.kind),
    input.before ? lt(posts.id, input.before) : undefined,
  );
  if (input.limit === undefined) {
    return db.select().from(posts).where(where).orderBy(asc(posts.id));
  }
  const newest = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(desc(posts.id))
    .limit(input.limit);
  return newest.reverse();
}

export async function deletePost(
  db: Database,
  input: { userId: string; kind: PostKind; id: string },
): Promise<boolean> {
  const deleted = await db
    .delete(posts)
    .where(and(eq(posts.id, input.id), eq(posts.userId, input.userId), eq(posts.kind, input.kind)))
    .returning({ id: posts.id });
  return deleted.length > 0;
}
