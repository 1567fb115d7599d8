import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('how PostgreSQL plans prepared statements', () => {
  const name = `quillpost_plans_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  const admin = (statement: string) =>
    (async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    })();

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  const planCacheMode = async (genericPlans?: boolean) => {
    const handle = await openDatabase({ databaseUrl: url.href, pgliteDir: '', genericPlans });
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
