import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts, publicationParts, publications } from '../db/schema';

/** Statuses of a publication still to go out: its images must stay. */
const LIVE_STATUSES = ['scheduled', 'publishing'];

/** The first publication still to go out whose parts carry the image, if any. */
export async function livePublicationUsing(
  db: Database,
  input: { userId: string; mediaId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publicationParts)
    .innerJoin(publications, eq(publications.id, publicationParts.publicationId))
    .where(
      and(
        eq(publications.userId, input.userId),
        inArray(publications.status, LIVE_STATUSES),
        sql`${publicationParts.media} @> ${JSON.stringify([input.mediaId])}::jsonb`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Takes the image out of every post of the user that shows it. */
export async function removeFromPosts(
  db: Database,
  input: { userId: string; mediaId: string },
): Promise<void> {
  const rows = await db
    .select({ id: posts.id, media: posts.media })
    .from(posts)
    .where(
      and(
        eq(posts.userId, input.userId),
        sql`${posts.media} @> ${JSON.stringify([[input.mediaId]])}::jsonb`,
      ),
    )
    .for('update');
  for (const row of rows) {
    const media = row.media.map((ids) => ids.filter((id) => id !== input.mediaId));
    await db.update(posts).set({ media }).where(eq(posts.id, row.id));
  }
}
