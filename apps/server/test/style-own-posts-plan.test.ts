import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownPostsQuery, styleBasisQuery } from '../src/style/own-posts-query';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { analyzedPlan, rowsRemoved, rowsScanned, seedPublished } from './support/query-plans';
import { me } from './support/requests';

const app = useTestApp();
const PUBLISHED = 3_200;
/** Rows a join paired and threw away: about the product of the two counts for a bad join. */
const removedRows = async (
  query: Parameters<typeof analyzedPlan>[1],
  placeholders: Record<string, unknown>,
) => rowsRemoved(await analyzedPlan(app, query, placeholders), ['Rows Removed by Join Filter']);

describe('a person’s own posts, read while the planner’s statistics are stale', () => {
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    userId = (await me(app, await signIn(app)))._id;
    accountId = await accountOf(app, userId);
    // Never analyzed, as on PGlite until its first look at the tables, after a bulk write.
    await seedPublished(app, { userId, accountId, count: PUBLISHED, text: (n) => `post ${n}` });
  });

  it('finds each publication’s parts by its key, not by pairing every part with every publication', async () => {
    for (const shape of [
      { onAccount: false, withText: true },
      { onAccount: true, withText: false },
    ]) {
      const query = ownPostsQuery(app.deps.db, shape);
      expect(await removedRows(query, { userId, accountId })).toBeLessThan(PUBLISHED);
    }
  });
});

describe('the style’s basis of a person whose history was imported over their publications', () => {
  it('stops at the published posts when they are enough, without comparing the imported ones', async () => {
    const userId = (await me(app, await signIn(app)))._id;
    const accountId = await accountOf(app, userId);
    await seedPublished(app, { userId, accountId, count: 1_000, text: (n) => `sent ${n}` });
    // The account's history, read back: each post is one the person published through Quillpost.
    await app.deps.db.execute(sql`
      insert into imported_posts (id, user_id, account_id, network, remote_id, text, url,
        posted_at, likes, reposts, replies, imported_at)
      select gen_random_uuid()::text, p.user_id, p.account_id, 'x', pp.remote_id, pp.text,
        'https://x.com/i/' || pp.remote_id, pp.published_at, 1, 1, 1, now()
      from publication_parts pp join publications p on p.id = pp.publication_id
      where p.user_id = ${userId}`);
    // With the statistics the product keeps fresh (decision 128).
    await app.deps.db.execute(sql`analyze`);
    const plan = await analyzedPlan(app, styleBasisQuery(app.deps.db), { userId, enough: 20 });
    expect(rowsScanned(plan, 'publications')).toBeLessThanOrEqual(20);
    expect(rowsScanned(plan, 'imported_posts')).toBe(0);
  });

  it('looks each imported post up among the parts by its id, not every part of everyone', async () => {
    // Others' publications: those of the tests above, thousands of parts.
    const userId = (await me(app, await signIn(app)))._id;
    const accountId = await accountOf(app, userId);
    await seedPublished(app, { userId, accountId, count: 10, text: (n) => `sent ${n}` });
    await app.deps.db.execute(sql`
      insert into imported_posts (id, user_id, account_id, network, remote_id, text, url,
        posted_at, likes, reposts, replies, imported_at)
      select gen_random_uuid()::text, ${userId}, ${accountId}, 'x', 'old' || n, 'Old post ' || n,
        'https://x.com/i/old' || n, now() - n * interval '1 hour', 1, 1, 1, now()
      from generate_series(1, 500) as n`);
    await app.deps.db.execute(sql`analyze`);
    const plan = await analyzedPlan(app, styleBasisQuery(app.deps.db), { userId, enough: 20 });
    expect(rowsScanned(plan, 'publication_parts')).toBeLessThanOrEqual(20);
    expect(rowsScanned(plan, 'imported_posts')).toBeLessThanOrEqual(20);
  });
});
