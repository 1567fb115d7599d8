import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { HistoryImport, NetworkKey } from '@quillpost/shared';
import { importedPostsOf } from '../src/history';
import { runImport } from '../src/history/job';
import { bearer } from './support/app';
import { historyOnFake } from './support/history-on-fakes';
import { personOn } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { waitUntil } from './support/publishing';

const { fakes, app } = useNetworksServer();

const importUrl = (accountId: string) => `/api/v0/accounts/${accountId}/import`;

async function importState(token: string, accountId: string): Promise<HistoryImport | null> {
  const response = await app.inject({ url: importUrl(accountId), headers: bearer(token) });
  return (response.json() as { import: HistoryImport | null }).import;
}

async function startImport(token: string, accountId: string) {
  const url = importUrl(accountId);
  const started = await app.inject({ method: 'POST', url, headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(202);
}

async function importAndWait(token: string, accountId: string): Promise<HistoryImport> {
  await startImport(token, accountId);
  let state: HistoryImport | null = null;
  await waitUntil(
    async () => (state = await importState(token, accountId))?.status !== 'running',
    () => `the import to end: ${JSON.stringify(state)}`,
  );
  return state!;
}

/** The account's imported posts, and their remote ids in order, each id once. */
async function importedIds(userId: string, accountId: string) {
  const rows = await importedPostsOf(app.deps.db, { userId, accountId });
  const ids = rows.map((row) => row.remoteId).sort();
  expect(new Set(ids).size).toBe(ids.length);
  return { ids, rows };
}

/** The import jobs queued for the account that have not run yet, with when they may start. */
async function waitingImportJobs(accountId: string): Promise<Date[]> {
  const result = (await app.deps.db.execute(
    sql`select start_after from pgboss.job
        where name = 'import-history' and state = 'created' and data->>'accountId' = ${accountId}`,
  )) as unknown as { rows: { start_after: Date | string }[] };
  return result.rows.map((row) => new Date(row.start_after));
}

async function setUp(network: NetworkKey, count: number) {
  const person = await personOn(app, fakes, network);
  const history = await historyOnFake(fakes, person.account);
  await history.addOwnPosts(count);
  return { ...person, accountId: person.account._id, history };
}

describe.each(['bluesky', 'mastodon'] as const)('importing a %s account’s history', (network) => {
  it('keeps only its own posts, each once with its figures; a later run reads only newer posts, and one with none new adds nothing', async () => {
    const { token, userId, accountId, history } = await setUp(network, 110);
    // Boosts answered despite exclude_reblogs are still left out.
    fakes.mastodon.ignoreExcludeReblogs = network === 'mastodon';
    onTestFinished(() => void (fakes.mastodon.ignoreExcludeReblogs = false));

    expect(await importAndWait(token, accountId)).toMatchObject({
      status: 'done',
      imported: 110,
      error: null,
    });
    const first = await importedIds(userId, accountId);
    expect(first.ids).toEqual(history.ownIds().sort());
    const newest = first.rows.find((row) => row.remoteId === history.ownIds()[0])!;
    expect(newest.text).toBe(history.textOf(newest.remoteId));
    if (network === 'mastodon') expect(newest).toMatchObject({ reposts: 1, replies: 2 });
    expect(history.reads().filter((read) => read.cursor === null)).toHaveLength(1);

    await history.addOwnPosts(5);
    const readsBefore = history.reads().length;
    expect(await importAndWait(token, accountId)).toMatchObject({ status: 'done', imported: 5 });
    const later = history.reads().slice(readsBefore);
    expect(later).toHaveLength(1);
    if (network === 'mastodon') expect(later[0]!.newerOnly).toBe(true);
    expect((await importedIds(userId, accountId)).ids).toEqual(history.ownIds().sort());

    expect(await importAndWait(token, accountId)).toMatchObject({ status: 'done', imported: 0 });
    expect((await importedIds(userId, accountId)).ids).toHaveLength(115);
  });

  it('never doubles a post when the newest one imported was deleted since', async () => {
    const { token, userId, accountId, history } = await setUp(network, 60);
    expect(await importAndWait(token, accountId)).toMatchObject({ imported: 60 });
    const [newest] = history.ownIds();
    await history.deleteOwn(newest!);
    await history.addOwnPosts(2);

    expect(await importAndWait(token, accountId)).toMatchObject({ status: 'done', imported: 2 });
    const { ids } = await importedIds(userId, accountId);
    expect(ids).toEqual([newest!, ...history.ownIds()].sort());
  });

  it('ends failed with the network’s message when it refuses a read, and keeps the pages read before', async () => {
    const { token, userId, accountId, history } = await setUp(network, 100);
    history.fault({ kind: 'refused', message: 'This account is suspended' }, 1);

    const ended = await importAndWait(token, accountId);
    expect(ended).toMatchObject({ status: 'failed', error: 'This account is suspended' });
    // The first page's own posts, the newest ones, and nothing after them.
    const { rows } = await importedIds(userId, accountId);
    const firstPage = history.ownIds().slice(0, rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(ended.imported).toBe(rows.length);
    expect(rows.map((row) => row.remoteId).sort()).toEqual(firstPage.sort());
  });

  it('waits out a 429 until its reset with the page saved, and a worker taking the run over goes on from that page', async () => {
    const { token, userId, accountId, history } = await setUp(network, 100);
    const resetAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    history.fault({ kind: 'rate_limited', resetAt }, 1);

    await startImport(token, accountId);
    const later = async () =>
      (await waitingImportJobs(accountId)).filter((at) => at.getTime() > Date.now() + 30_000);
    await waitUntil(
      async () => (await later()).length > 0,
      'the rest of the import to be queued for later',
    );
    expect(await later()).toEqual([resetAt]);
    const parked = await importState(token, accountId);
    expect(parked).toMatchObject({ status: 'running' });
    expect(parked!.imported).toBeGreaterThan(0);
    const savedPage = history.reads()[1]!.cursor;
    expect(savedPage).not.toBeNull();

    // What the worker that takes the queued job does after a restart.
    const readsBefore = history.reads().length;
    await runImport(app.deps, accountId);
    expect(history.reads()[readsBefore]!.cursor).toBe(savedPage);
    expect(await importState(token, accountId)).toMatchObject({ status: 'done', imported: 100 });
    expect((await importedIds(userId, accountId)).ids).toEqual(history.ownIds().sort());
  });
});
