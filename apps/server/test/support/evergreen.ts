import { and, eq } from 'drizzle-orm';
import type { Post, Publication } from '@quillpost/shared';
import { evergreenCycles, posts, publicationParts, publications } from '../../src/db/schema';
import type { App } from '../../src/types';
import { bearer } from './app';
import { setSettings } from './publishing';

export const DAY_MS = 86_400_000;

/** Every day at 09:00 UTC: the first free slot after a time is the next 09:00 no one holds. */
export const dailySlots = (app: App, userId: string) =>
  setSettings(app, userId, {
    timezone: 'UTC',
    slots: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: '09:00' })),
  });

export const patchPost = (app: App, token: string, kind: string, id: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v0/posts/${kind}s/${id}`,
    headers: bearer(token),
    payload,
  });

export async function readPost(app: App, token: string, kind: string, id: string): Promise<Post> {
  const listed = await app.inject({ url: `/api/v0/posts/${kind}s`, headers: bearer(token) });
  const all = (listed.json() as Record<string, Post[]>)[`${kind}s`]!;
  return all.find((post) => post._id === id)!;
}

/** Marks a publication and its parts published at `at`, as a worker that sent it would. */
export async function markPublished(app: App, publicationId: string, at: Date): Promise<void> {
  await app.deps.db
    .update(publications)
    .set({ status: 'published', publishedAt: at })
    .where(eq(publications.id, publicationId));
  await app.deps.db
    .update(publicationParts)
    .set({ status: 'published', publishedAt: at, xPostId: `sent-${publicationId}` })
    .where(eq(publicationParts.publicationId, publicationId));
}

/** The variants written of an original, oldest first. */
export const variantsOf = (app: App, originalId: string) =>
  app.deps.db.select().from(posts).where(eq(posts.variantOf, originalId)).orderBy(posts.id);

/** The evergreen publications of the original's variants, oldest first. */
export async function variantPublications(app: App, originalId: string) {
  const rows = await app.deps.db
    .select({ id: publications.id, postId: publications.postId, status: publications.status })
    .from(publications)
    .innerJoin(posts, eq(posts.id, publications.postId))
    .where(and(eq(posts.variantOf, originalId), eq(publications.automation, 'evergreen')))
    .orderBy(publications.id);
  return rows;
}

export const cyclesOf = (app: App, originalId: string) =>
  app.deps.db
    .select()
    .from(evergreenCycles)
    .where(eq(evergreenCycles.originalId, originalId))
    .orderBy(evergreenCycles.cycle);

export const publicationOf = (response: { json(): unknown }) =>
  (response.json() as { publication: Publication }).publication;
