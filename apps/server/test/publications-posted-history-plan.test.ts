import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { postedByAccount, postedByAccountQuery } from '../src/publications/posted-history';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { analyzedPlan, rowsRemoved, seedPublished } from './support/query-plans';
import { me } from './support/requests';

const app = useTestApp();
/** What the other accounts posted, all within the duplicate check's 90 days. */
const OTHERS = 3_000;
const OWN = 5;
const HOUR = 3_600_000;

async function publish(count: number) {
  const userId = (await me(app, await signIn(app)))._id;
  const accountId = await accountOf(app, userId);
  await seedPublished(app, { userId, accountId, count, text: (n) => `post ${n} of ${accountId}` });
  return accountId;
}

describe('what an account posted, read before each of its publications goes out', () => {
  let accountId: string;

  beforeAll(async () => {
    await publish(OTHERS);
    accountId = await publish(OWN);
    await app.deps.db.execute(sql`analyze`);
  });

  it("reads the account's own publications, not every account's", async () => {
    const since = new Date(Date.now() - 90 * 24 * HOUR);
    expect(await postedByAccount(app.deps.db, { accountId, since, except: newId() })).toHaveLength(
      OWN,
    );
    const query = postedByAccountQuery(app.deps.db, { withExcept: true });
    const plan = await analyzedPlan(app, query, {
      accountId,
      since: since.toISOString(),
      except: newId(),
    });
    expect(
      rowsRemoved(plan, ['Rows Removed by Filter', 'Rows Removed by Join Filter']),
    ).toBeLessThan(OWN * 10);
  });
});
