import { beforeAll, describe, expect, it } from 'vitest';
import { ownPostsQuery } from '../src/style/own-posts-query';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { analyzedPlan, rowsRemoved, seedPublished } from './support/query-plans';
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
