import { eq } from 'drizzle-orm';
import { UUID } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../src/db/schema';
import { bearer, signIn, useTestApp } from './support/app';

/** More posts than one page of the whole-library answer (500), and not a multiple of it. */
const LIBRARY_SIZE = 1_234;
const path = '/api/v0/posts/tweets';

/** Time-ordered ids, as the server makes them, one millisecond apart from `start`. */
const idsFrom = (start: number, count: number, series = 0) =>
  Array.from({ length: count }, (_, i) => UUID.fromFieldsV7(start + i, series, 0, i).toString());

describe('listing a whole library without a limit', () => {
  const app = useTestApp();
  let token: string;
  let ids: string[];

  beforeAll(async () => {
    const email = 'large-library@example.com';
    token = await signIn(app, { email });
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, email));
    const start = Date.now() - 3_600_000;
    ids = idsFrom(start, LIBRARY_SIZE);
    const rows = ids.map((id, i) => ({
      id,
      userId: user!.id,
      kind: 'tweet',
      title: `Post ${i}`,
      // Text JSON escapes: quotes, backslashes, line breaks, U+2028 and characters outside ASCII.
      content: `Tweet ${i}: "ship" small \\ often\nline two \u2028 café 🚀`,
      format: 'Quick Tips',
      voice: 'casual',
      tags: 'tech',
      createdAt: new Date(start + i),
    }));
    // Someone else's tweets and this person's threads are interleaved and never listed.
    const [other] = await app.deps.db
      .insert(users)
      .values({ id: idsFrom(start, 1, 1)[0]!, email: 'other@example.com', name: 'Other' })
      .returning();
    const others = idsFrom(start, 600, 2).map((id, i) => ({
      ...rows[i]!,
      id,
      userId: i % 2 ? other!.id : user!.id,
      kind: i % 2 ? 'tweet' : 'thread',
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await app.deps.db.insert(posts).values(rows.slice(i, i + 500));
    }
    await app.deps.db.insert(posts).values(others);
  });

  const get = (query: string) =>
    app.inject({ method: 'GET', url: `${path}${query}`, headers: bearer(token) });

  /** The library read through the paged API (newest pages first), put back oldest first. */
  async function throughPages(before?: string) {
    const pages: unknown[][] = [];
    let cursor = before;
    for (;;) {
      const response = await get(`?limit=100${cursor ? `&before=${cursor}` : ''}`);
      const page = response.json().tweets as { _id: string }[];
      if (page.length === 0) break;
      pages.unshift(page);
      cursor = page[0]!._id;
    }
    return pages.flat();
  }

  it('answers every post, oldest first, as exactly the JSON the whole list serialises to', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const listed = response.json().tweets as { _id: string }[];
    expect(listed.map((post) => post._id)).toEqual(ids);
    expect(response.body).toBe(JSON.stringify({ tweets: await throughPages() }));
  });

  it('answers every post before the cursor, oldest first, across pages', async () => {
    const cursor = ids[1_100]!;
    const response = await get(`?before=${cursor}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().tweets.map((post: { _id: string }) => post._id)).toEqual(
      ids.slice(0, 1_100),
    );
    expect(response.body).toBe(JSON.stringify({ tweets: await throughPages(cursor) }));
  });

  it('answers an empty library, and a library of exactly one page', async () => {
    const fresh = await signIn(app);
    const empty = await app.inject({ method: 'GET', url: path, headers: bearer(fresh) });
    expect(empty.body).toBe('{"tweets":[]}');
    const onePage = await get(`?before=${ids[500]}`);
    expect(onePage.json().tweets).toHaveLength(500);
  });
});
