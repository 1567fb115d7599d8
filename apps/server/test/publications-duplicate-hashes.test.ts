import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  importedPosts,
  publicationAutomations,
  publicationParts,
  publications,
} from '../src/db/schema';
import { duplicateHash } from '../src/lib/duplicate-hash';
import { fillDuplicateHashes } from '../src/publications/duplicate-hashes';
import { postedByAccount } from '../src/publications/posted-history';
import { signIn, useTestApp } from './support/app';
import { accountOf, importedOwnPost, ownPost } from './support/own-posts';
import { seedPublished } from './support/query-plans';
import { me } from './support/requests';

const app = useTestApp();
const HOUR = 3_600_000;

async function person() {
  const userId = (await me(app, await signIn(app)))._id;
  return { userId, accountId: await accountOf(app, userId) };
}

/** A published part, an imported post and a plug, each saved as before hashes were kept. */
async function savedWithoutHashes(owner: { userId: string; accountId: string }) {
  const postedAt = new Date(Date.now() - 5 * HOUR);
  const id = await ownPost(app, { ...owner, text: 'A part from before', postedAt });
  await importedOwnPost(app, { ...owner, text: 'An imported post', postedAt });
  const publicationId = id.split(':')[1]!;
  await app.deps.db.insert(publicationAutomations).values({
    publicationId,
    kind: 'plug',
    status: 'done',
    at: postedAt,
    text: 'A plug from before',
  });
}

const unhashed = async () => {
  const counts = await Promise.all(
    [publicationParts, importedPosts, publicationAutomations].map(async (table) => {
      const rows = await app.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(isNull(table.duplicateHash));
      return rows[0]!.n;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
};

describe('duplicate hashes of what was saved before they were kept', () => {
  const since = () => new Date(Date.now() - 90 * 24 * HOUR);

  it('are read by their text until filled, then found by their hash alone', async () => {
    const owner = await person();
    await savedWithoutHashes(owner);
    const texts = (posted: { text: string }[]) => posted.map((post) => post.text).sort();
    const lookFor = (wanted: string[]) =>
      postedByAccount(app.deps.db, { ...owner, since: since(), texts: wanted });
    const all = ['A part from before', 'A plug from before', 'An imported post'];

    // Unhashed rows are read whatever the texts: the caller compares them by key.
    expect(texts(await lookFor(['Something new']))).toEqual(all);

    expect(await fillDuplicateHashes(app.deps.db)).toBeGreaterThanOrEqual(3);
    expect(await unhashed()).toBe(0);
    const [part] = await app.deps.db
      .select({ hash: publicationParts.duplicateHash })
      .from(publicationParts)
      .innerJoin(publications, eq(publications.id, publicationParts.publicationId))
      .where(eq(publications.accountId, owner.accountId));
    expect(part!.hash).toBe(duplicateHash(owner.userId, 'a PART   from before'));

    expect(await lookFor(['Something new'])).toEqual([]);
    expect(
      texts(await lookFor([' a plug FROM before', 'An imported post', 'A part from before'])),
    ).toEqual(all);
    expect(await fillDuplicateHashes(app.deps.db)).toBe(0);
  });

  it('are filled a batch at a time, once, by two fills at the same time', async () => {
    const owner = await person();
    const count = 1_234;
    await seedPublished(app, { ...owner, count, text: (n) => `old post ${n}` });
    await app.deps.db.execute(sql`update publication_parts set duplicate_hash = null`);
    const before = await unhashed();
    expect(before).toBeGreaterThanOrEqual(count);

    const filled = await Promise.all([
      fillDuplicateHashes(app.deps.db),
      fillDuplicateHashes(app.deps.db),
    ]);
    expect(filled[0]! + filled[1]!).toBe(before);
    expect(await unhashed()).toBe(0);
    const found = await postedByAccount(app.deps.db, {
      ...owner,
      since: since(),
      texts: ['OLD POST 1233'],
    });
    expect(found.map((post) => post.text)).toEqual(['old post 1233']);
  });
});
