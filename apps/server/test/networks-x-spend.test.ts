import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse, Publication } from '@quillpost/shared';
import { networkSpend } from '../src/db/schema';
import { createDatabaseSpendLedger } from '../src/networks/stores';
import { bearer } from './support/app';
import { personOn } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { savePost, schedule, settled, waitFor, waitUntil } from './support/publishing';

const { fakes, app, views } = useNetworksServer();

/** The ledger's rows for the user, oldest first, with dollars as written. */
async function ledgerOf(userId: string) {
  const rows = await app.deps.db
    .select()
    .from(networkSpend)
    .where(eq(networkSpend.userId, userId))
    .orderBy(asc(networkSpend.madeAt), asc(networkSpend.id));
  return rows.map((row) => ({
    network: row.network,
    call: row.call,
    units: row.units,
    usd: row.usdMicros / 1_000_000,
    accountId: row.accountId,
  }));
}

const xSpendOf = async (token: string) =>
  (
    (
      await app.inject({ url: '/api/v0/analytics', headers: bearer(token) })
    ).json() as AnalyticsResponse
  ).xSpend;

async function publishTweet(
  person: { token: string; userId: string; account: { _id: string } },
  text: string,
): Promise<Publication> {
  const postId = await savePost(app, person.userId, 'tweet', text);
  const response = await schedule(app, person.token, {
    postId,
    publishAt: 'now',
    accountId: person.account._id,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { publication } = response.json() as { publication: Publication };
  return waitFor(app, person.token, publication._id, settled);
}

describe('what Quillpost spends on X', () => {
  it('records a post with a link and one without at their prices, then the figures read', async () => {
    const person = await personOn(app, fakes, 'x');
    const plain = await publishTweet(person, 'Spend: a tweet without a link.');
    const linked = await publishTweet(person, 'Spend: read https://example.com/notes today.');
    for (const done of [plain, linked]) expect(done.status, done.error ?? '').toBe('published');
    const account = person.account._id;
    expect(await ledgerOf(person.userId)).toEqual([
      { network: 'x', call: 'post', units: 1, usd: 0.015, accountId: account },
      { network: 'x', call: 'post_with_link', units: 1, usd: 0.2, accountId: account },
    ]);
    expect(await xSpendOf(person.token)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      usd: 0.215,
      calls: 2,
      byCall: [
        { call: 'post', calls: 1, units: 1, usd: 0.015 },
        { call: 'post_with_link', calls: 1, units: 1, usd: 0.2 },
      ],
    });

    for (const done of [plain, linked]) {
      fakes.xMetrics.figures.set(done.parts[0]!.xPostId!, {
        impressions: 100,
        likes: 1,
        reposts: 0,
        replies: 0,
        quotes: 0,
        bookmarks: 0,
      });
    }
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v0/analytics/refresh',
      headers: bearer(person.token),
    });
    expect(refresh.statusCode).toBe(202);
    await waitUntil(
      async () => (await ledgerOf(person.userId)).some((row) => row.call === 'read'),
      'the figures read to be recorded',
      30_000,
    );
    expect((await ledgerOf(person.userId)).filter((row) => row.call === 'read')).toEqual([
      { network: 'x', call: 'read', units: 2, usd: 0.002, accountId: account },
    ]);
    expect(await xSpendOf(person.token)).toMatchObject({ usd: 0.217, calls: 3 });
  }, 60_000);

  it('records nothing for a send X refused, which it never made', async () => {
    const person = await personOn(app, fakes, 'x');
    const text = 'Spend: refused by X.';
    fakes.xPosting.faults.push({ when: text, kind: 'rejected', message: 'Not today.' });
    const done = await publishTweet(person, text);
    expect(done.status).toBe('failed');
    expect(views.x.attemptsOf(text)).toBe(1);
    expect(await ledgerOf(person.userId)).toEqual([]);
    expect(await xSpendOf(person.token)).toMatchObject({ usd: 0, calls: 0, byCall: [] });
  });

  it('records a post whose answer was lost once, when the lookup finds it, with the read', async () => {
    const person = await personOn(app, fakes, 'x');
    const text = 'Spend: the answer was lost.';
    views.x.lostAnswer(text);
    const done = await publishTweet(person, text);
    expect(done.status, done.error ?? '').toBe('published');
    expect(views.x.attemptsOf(text)).toBe(1);
    const ledger = await ledgerOf(person.userId);
    expect(ledger.filter((row) => row.call !== 'read')).toEqual([
      { network: 'x', call: 'post', units: 1, usd: 0.015, accountId: person.account._id },
    ]);
    const reads = ledger.filter((row) => row.call === 'read');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.usd).toBeCloseTo(read.units * 0.001, 6);
  });

  it('records a post once, however often it is reported', async () => {
    const person = await personOn(app, fakes, 'x');
    const ledger = createDatabaseSpendLedger(app.deps.db, () => new Date());
    const owner = { userId: person.userId, accountId: person.account._id };
    const post = { owner, network: 'x' as const, call: 'post', units: 1, usd: 0.015, ref: '42' };
    await Promise.all([ledger.record(post), ledger.record(post)]);
    await ledger.record(post);
    expect(await ledgerOf(person.userId)).toHaveLength(1);
  });

  it('records nothing on Bluesky and Mastodon', async () => {
    for (const network of ['bluesky', 'mastodon'] as const) {
      const person = await personOn(app, fakes, network);
      const done = await publishTweet(person, `Spend: free on ${network} https://example.com`);
      expect(done.status, done.error ?? '').toBe('published');
      expect(await ledgerOf(person.userId)).toEqual([]);
      expect(await xSpendOf(person.token)).toMatchObject({ usd: 0, calls: 0 });
    }
  });
});
