import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import type { DatabaseHandle } from '../src/db/client';
import { createCipher } from '../src/lib/encryption';
import { publishPublication } from '../src/publications/publish';
import { bearer, buildTestApp, signIn } from './support/app';
import { createFakePublishingX } from './support/fake-publishing-x';
import { databaseTarget, migrationsUpTo } from './support/migrations';
import { waitFor } from './support/publishing';

/** The last migration of the version that kept one X account per person. */
const BEFORE_ACCOUNTS = 7;
const ENCRYPTION_KEY = 'migration-test-encryption-key-long-enough-32';

/** What the version before accounts wrote: an X account, a published thread, a scheduled tweet. */
async function writeAsBefore(old: DatabaseHandle, due: Date) {
  const cipher = createCipher(new TextEncoder().encode(ENCRYPTION_KEY));
  for (const statement of [
    sql`insert into users (id, email, name) values ('01900000-0000-7000-8000-000000000001', 'ada@example.com', 'Ada')`,
    sql`insert into x_accounts (id, user_id, x_user_id, username, name, provider, status, access_token,
      refresh_token, expires_at, scope, connected_at, updated_at)
    values ('01900000-0000-7000-8000-0000000000a1', '01900000-0000-7000-8000-000000000001',
      'x-ada', 'ada', 'Ada', 'x', 'connected', ${cipher.encrypt('token-x-ada')},
      ${cipher.encrypt('refresh-x-ada')}, now() + interval '2 hours', 'tweet.read tweet.write',
      now(), now())`,
    sql`insert into posts (id, user_id, kind, title, content, format, voice, tags)
    values ('01900000-0000-7000-8000-0000000000b1', '01900000-0000-7000-8000-000000000001',
      'tweet', 'A description', 'Waiting to go out after the upgrade.', 'Quick Tips', 'casual', 'tech')`,
    sql`insert into publications (id, user_id, post_id, kind, status, publish_at, published_at)
    values
      ('01900000-0000-7000-8000-0000000000c1', '01900000-0000-7000-8000-000000000001',
       '01900000-0000-7000-8000-0000000000b0', 'thread', 'published', now() - interval '1 day',
       now() - interval '1 day'),
      ('01900000-0000-7000-8000-0000000000c2', '01900000-0000-7000-8000-000000000001',
       '01900000-0000-7000-8000-0000000000b1', 'tweet', 'scheduled', ${due.toISOString()}::timestamptz, null)`,
    sql`insert into publication_parts (publication_id, position, text, status, x_post_id, url, published_at)
    values
      ('01900000-0000-7000-8000-0000000000c1', 1, 'One.', 'published', '1850000000000000001',
       'https://x.com/ada/status/1850000000000000001', now() - interval '1 day'),
      ('01900000-0000-7000-8000-0000000000c1', 2, 'Two.', 'published', '1850000000000000002',
       'https://x.com/ada/status/1850000000000000002', now() - interval '1 day'),
      ('01900000-0000-7000-8000-0000000000c2', 1, 'Waiting to go out after the upgrade.', 'pending',
       null, null, null)`,
    sql`insert into metric_snapshots (id, user_id, publication_id, position, x_post_id, read_at,
      impressions, likes, reposts, replies, quotes, bookmarks)
    values ('01900000-0000-7000-8000-0000000000d1', '01900000-0000-7000-8000-000000000001',
      '01900000-0000-7000-8000-0000000000c1', 1, '1850000000000000001', now() - interval '12 hours',
      400, 12, 3, 1, 0, 2)`,
  ]) {
    await old.db.execute(statement);
  }
}

it(
  'keeps every connected X account, scheduled publication and snapshot of the version before',
  { timeout: 60_000 },
  async () => {
    const target = await databaseTarget();
    const old = await target.open(migrationsUpTo(BEFORE_ACCOUNTS));
    // Due while the server was being upgraded.
    await writeAsBefore(old, new Date(Date.now() - 1000));
    await old.close();

    const fake = createFakePublishingX();
    const app = await buildTestApp(
      { networks: [fake.network], env: { ENCRYPTION_KEY } },
      await target.open(),
    );
    try {
      const token = await signIn(app, { name: 'Ada', email: 'ada@example.com' });
      const ask = async (url: string) =>
        (await app.inject({ url, headers: bearer(token) })).json() as Record<string, unknown>;

      expect((await ask('/api/v0/accounts')).accounts).toEqual([
        expect.objectContaining({
          _id: '01900000-0000-7000-8000-0000000000a1',
          network: 'x',
          remoteId: 'x-ada',
          handle: 'ada',
          provider: 'real',
          status: 'connected',
        }),
      ]);
      expect((await ask('/api/v0/x/account')).account).toMatchObject({ username: 'ada' });
      const { publications } = await ask('/api/v0/publications?limit=10');
      expect(publications).toHaveLength(2);
      for (const publication of publications as Publication[]) {
        expect(publication).toMatchObject({
          accountId: '01900000-0000-7000-8000-0000000000a1',
          network: 'x',
        });
      }
      const analytics = await ask('/api/v0/analytics');
      expect(analytics.totals).toMatchObject({ publications: 1, impressions: 400, likes: 12 });

      // The publication scheduled before the upgrade goes out on the migrated account, once, when
      // the worker's handler takes it up (the queue itself is the queue's tests' business).
      await publishPublication(app.deps, '01900000-0000-7000-8000-0000000000c2', {
        signal: new AbortController().signal,
        retryCount: 0,
      });
      const done = await waitFor(app, token, '01900000-0000-7000-8000-0000000000c2', (p) =>
        ['published', 'failed'].includes(p.status),
      );
      expect(done.status, done.error ?? '').toBe('published');
      expect(fake.posts.map((post) => [post.authorId, post.text])).toEqual([
        ['x-ada', 'Waiting to go out after the upgrade.'],
      ]);
    } finally {
      await app.close();
      await target.drop();
    }
  },
);
