import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { duplicateHash } from '../src/lib/duplicate-hash';
import { newId } from '../src/lib/ids';
import { postedByAccount, postedByAccountQuery } from '../src/publications/posted-history';
import { signIn, useTestApp } from './support/app';
import { accountOf } from './support/own-posts';
import { analyzedPlan, rowsRemoved, rowsScanned, seedPublished } from './support/query-plans';
import { me } from './support/requests';

const app = useTestApp();
/** What the other accounts posted, all within the duplicate check's 90 days. */
const OTHERS = 3_000;
/** What the account itself posted in those 90 days: far more than a check may read. */
const OWN = 1_000;
const HOUR = 3_600_000;
const textOf = (accountId: string, n: number) => `post ${n} of ${accountId}`;

async function publish(count: number) {
  const userId = (await me(app, await signIn(app)))._id;
  const accountId = await accountOf(app, userId);
  await seedPublished(app, { userId, accountId, count, text: (n) => textOf(accountId, n) });
  return { userId, accountId };
}

describe('what an account posted, read before each of its publications goes out', () => {
  let own: { userId: string; accountId: string };

  beforeAll(async () => {
    await publish(OTHERS);
    own = await publish(OWN);
    // Every publication has a repost waiting: automations with no text, so no hash, ever.
    await app.deps.db.execute(sql`insert into publication_automations
      (publication_id, kind, status, at) select id, 'repost', 'waiting', now() from publications`);
    await app.deps.db.execute(sql`analyze`);
  });

  it("reads only the account's texts equal to the new ones, however many it posted", async () => {
    const since = new Date(Date.now() - 90 * 24 * HOUR);
    // A repeat written another way (case, spaces) is found; a new text finds nothing.
    const texts = [`  ${textOf(own.accountId, 7).toUpperCase()}  `, 'something new'];
    const found = await postedByAccount(app.deps.db, { ...own, since, texts, except: newId() });
    expect(found.map((post) => post.text)).toEqual([textOf(own.accountId, 7)]);

    const query = postedByAccountQuery(app.deps.db, { withExcept: true });
    const plan = await analyzedPlan(app, query, {
      accountId: own.accountId,
      since: since.toISOString(),
      hashes: texts.map((text) => duplicateHash(own.userId, text)),
      except: newId(),
    });
    expect(rowsScanned(plan, 'publication_parts')).toBeLessThanOrEqual(1);
    expect(rowsScanned(plan, 'publication_automations')).toBeLessThan(10);
    expect(
      rowsRemoved(plan, ['Rows Removed by Filter', 'Rows Removed by Join Filter']),
    ).toBeLessThan(10);
  });
});
