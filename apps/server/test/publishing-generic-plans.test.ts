import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './support/database';

describe.runIf(process.env.TEST_DATABASE_URL)('how PostgreSQL plans prepared statements', () => {
  const planCacheMode = async (genericPlans?: boolean) => {
    const handle = await openTestDatabase({ genericPlans });
    try {
      const result = (await handle.db.execute(sql`show plan_cache_mode`)) as unknown as {
        rows: { plan_cache_mode: string }[];
      };
      return result.rows[0]!.plan_cache_mode;
    } finally {
      await handle.close();
    }
  };

  it('plans every execution for its values, unless a worker alone asks for generic plans', async () => {
    expect(await planCacheMode()).toBe('force_custom_plan');
    expect(await planCacheMode(true)).toBe('auto');
  });
});
