import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { posts } from '../src/db/schema';
import { databaseTarget, migrationsUpTo } from './support/migrations';

/** The last migration of the version before posts said where their text came from. */
const BEFORE_SOURCE = 8;

it('marks every post saved before as generated, and holds no other source than the three', async () => {
  const target = await databaseTarget();
  try {
    const old = await target.open(migrationsUpTo(BEFORE_SOURCE));
    await old.db.execute(sql`
      INSERT INTO users (id, name, email) VALUES ('0190a6e4-0000-7000-8000-000000000001', 'Ada', 'ada@example.com')`);
    await old.db.execute(sql`
      INSERT INTO posts (id, user_id, kind, title, content, format, voice, tags)
      VALUES ('0190a6e4-0000-7000-8000-000000000002', '0190a6e4-0000-7000-8000-000000000001',
        'tweet', 'Small steps', 'Ship small.', 'Quick Tips', 'casual', 'tech')`);
    await old.close();

    const upgraded = await target.open();
    try {
      const rows = await upgraded.db.select({ source: posts.source }).from(posts);
      expect(rows).toEqual([{ source: 'generated' }]);
      const refused = await upgraded.db
        .execute(sql`UPDATE posts SET source = 'imported'`)
        .catch((error: Error) => error.cause);
      expect(String((refused as Error | undefined)?.message)).toMatch(/posts_source_check/);
      await upgraded.db.execute(sql`UPDATE posts SET source = 'variant'`);
    } finally {
      await upgraded.close();
    }
  } finally {
    await target.drop();
  }
});
