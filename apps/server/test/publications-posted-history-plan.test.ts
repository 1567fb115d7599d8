import { fillPlaceholders, sql } from 'drizzle-orm';
import type pg from 'pg';
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

    const query = postedByAccountQuery(app.deps.db, { withExcept: true, slots: 4 });
    const [first, second] = texts.map((text) => duplicateHash(own.userId, text));
    const plan = await analyzedPlan(app, query, {
      accountId: own.accountId,
      since: since.toISOString(),
      ...{ hash0: first, hash1: second, hash2: second, hash3: second },
      except: newId(),
    });
    expect(rowsScanned(plan, 'publication_parts')).toBeLessThanOrEqual(1);
    expect(rowsScanned(plan, 'publication_automations')).toBeLessThan(10);
    expect(
      rowsRemoved(plan, ['Rows Removed by Filter', 'Rows Removed by Join Filter']),
    ).toBeLessThan(10);
  });

  // A worker's connections let PostgreSQL keep a generic plan (decision 140): it must be one.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is planned once in a worker, then run by the plan kept',
    async () => {
      const query = postedByAccountQuery(app.deps.db, { withExcept: true, slots: 4 });
      const { sql: text, params } = query.toSQL();
      const since = new Date(Date.now() - 90 * 24 * HOUR).toISOString();
      const client = await (app.deps.db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        await client.query('set plan_cache_mode = auto');
        for (let n = 0; n < 8; n++) {
          const hash = duplicateHash(own.userId, textOf(own.accountId, n));
          const values = fillPlaceholders(params, {
            ...{ accountId: own.accountId, since, except: newId() },
            ...{ hash0: hash, hash1: hash, hash2: hash, hash3: hash },
          });
          await client.query({ name: 'posted_by_account_plan_check', text, values });
        }
        const { rows } = await client.query<{ generic_plans: string }>(
          "select generic_plans from pg_prepared_statements where name = 'posted_by_account_plan_check'",
        );
        // Five custom plans first, then the generic one for every run after.
        expect(Number(rows[0]!.generic_plans)).toBe(3);
      } finally {
        await client.query('deallocate posted_by_account_plan_check');
        await client.query('reset plan_cache_mode');
        client.release();
      }
    },
  );
});
