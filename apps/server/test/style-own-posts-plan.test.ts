import { sql, type SQL } from 'drizzle-orm';
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
  /** A person whose account published `count` one-part tweets. */
  async function personWhoPublished(count: number) {
    const userId = (await me(app, await signIn(app)))._id;
    const accountId = await accountOf(app, userId);
    await seedPublished(app, { userId, accountId, count, text: (n) => `sent ${n}` });
    return { userId, accountId };
  }

  /**
   * Imports into the account's history the posts `rows` selects (`remote_id`, `text`,
   * `posted_at`), then brings the statistics up to date, as the product keeps them (decision 128).
   */
  async function importHistory(person: { userId: string; accountId: string }, rows: SQL) {
    await app.deps.db.execute(sql`
      insert into imported_posts (id, user_id, account_id, network, remote_id, text, url,
        posted_at, likes, reposts, replies, imported_at)
      select gen_random_uuid()::text, ${person.userId}, ${person.accountId}, 'x', remote_id, text,
        'https://x.com/i/' || remote_id, posted_at, 1, 1, 1, now()
      from (${rows}) as history`);
    await app.deps.db.execute(sql`analyze`);
  }

  it('stops at the published posts when they are enough, without comparing the imported ones', async () => {
    const person = await personWhoPublished(1_000);
    // The account's history, read back: each post is one the person published through Quillpost.
    await importHistory(
      person,
      sql`select pp.remote_id, pp.text, pp.published_at as posted_at
        from publication_parts pp join publications p on p.id = pp.publication_id
        where p.user_id = ${person.userId}`,
    );
    const plan = await analyzedPlan(app, styleBasisQuery(app.deps.db), {
      userId: person.userId,
      enough: 20,
    });
    expect(rowsScanned(plan, 'publications')).toBeLessThanOrEqual(20);
    expect(rowsScanned(plan, 'imported_posts')).toBe(0);
  });

  it('looks each imported post up among the parts by its id, not every part of everyone', async () => {
    // Others' publications: those of the tests above, thousands of parts.
    const person = await personWhoPublished(10);
    await importHistory(
      person,
      sql`select 'old' || n as remote_id, 'Old post ' || n as text,
        now() - n * interval '1 hour' as posted_at
        from generate_series(1, 500) as n`,
    );
    const plan = await analyzedPlan(app, styleBasisQuery(app.deps.db), {
      userId: person.userId,
      enough: 20,
    });
    expect(rowsScanned(plan, 'publication_parts')).toBeLessThanOrEqual(20);
    expect(rowsScanned(plan, 'imported_posts')).toBeLessThanOrEqual(20);
  });
});
