import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NETWORK_KEYS, type NetworkKey } from '@quillpost/shared';
import { trustLoopbackCertificate } from '@quillpost/testing';
import { NETWORKS_NAMED, startFakeNetworks, type FakeNetworks } from '../lib/fake-networks';
import { signIn } from '../lib/http';
import { createPostgresDatabase, LOAD_ENV, vacuumDatabase } from '../lib/product';
import { cpuSeconds } from '../lib/processes';
import { inParallel, publicationStatuses, schedulePost, type Scheduled } from '../lib/publishers';
import type { Check } from '../lib/report';
import { seedPublishers, type Publisher } from '../lib/seed-publishing';
import { percentile, round } from '../lib/stats';
import { startPublishing } from './publishing';
import { tally, type Tally } from './publishing-figures';

export interface PublishingAtScaleSettings {
  /** People, each with one account; the accounts a third each on X, Bluesky and Mastodon. */
  people: number;
  /** Publications of each person in each of the two rounds. */
  postsEach: number;
  threadEvery: number;
  spreadSeconds: number;
  postDelayMs: number;
  workers: number;
}

const LAG_BUDGET_MS = 10_000;
const FAIRNESS_BUDGET = 1.2;
/**
 * Time given to schedule the round's publications through the API before the first falls due:
 * a margin, and half as much again as scheduling took per publication when measured just before.
 */
const LEAD = { baseMs: 15_000, factor: 1.6 };
/** Publications scheduled a day ahead to time the API before the rounds; never due in the run. */
const TIMING_SAMPLE = 200;
const GRACE_MS = 120_000;
/** Person 1, on X: each text of theirs holds this, and no one else's does. */
const PLANTED = { index: 0, marker: '(person 1, post' };
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Round {
  name: string;
  scheduled: Scheduled[];
  scheduledBeforeDueMs: number;
  /** Every other account's publications: the planted account's are left out of both rounds. */
  others: Scheduled[];
  lags: number[];
  /** Everyone else's lag p99 on each network. */
  lagP99ByNetwork: Record<NetworkKey, number>;
  /** Lag p99 of the publications due in each tenth of the spread, in order. */
  lagP99ByTenth: number[];
  twice: number;
  notSent: number;
  cpuSeconds: number;
}

/**
 * One round: `postsEach` publications of every person (posts `offset` on), due evenly within
 * `spreadSeconds`, scheduled through the API, then waited for at the fakes.
 */
async function publishRound(input: {
  name: string;
  url: string;
  databaseUrl: string;
  tokens: string[];
  publishers: Publisher[];
  networks: FakeNetworks;
  offset: number;
  settings: PublishingAtScaleSettings;
  cpu: () => number;
  /** Times scheduling just before the round: answers how long one publication took. */
  timeScheduling: () => Promise<number>;
  log: (line: string) => void;
}): Promise<Round> {
  const { settings, networks } = input;
  const count = settings.people * settings.postsEach;
  const order = Array.from({ length: count }, (_, k) => ({
    person: k % settings.people,
    post: input.offset + Math.floor(k / settings.people),
  }));
  await vacuumDatabase(input.databaseUrl);
  const scheduleMs = await input.timeScheduling();
  input.log(
    `  PostgreSQL: ${input.name}, scheduling takes ${scheduleMs.toFixed(1)} ms a publication`,
  );
  const firstDue = Date.now() + LEAD.baseMs + LEAD.factor * scheduleMs * count;
  const spreadMs = settings.spreadSeconds * 1000;
  input.log(`  PostgreSQL: ${input.name}, scheduling ${count} publications`);
  const scheduled = await inParallel(order, 8, ({ person, post }, k) =>
    schedulePost(
      input.url,
      input.tokens[person]!,
      input.publishers[person]!.postIds[post]!,
      new Date(firstDue + Math.floor((k * spreadMs) / count)),
    ),
  );
  const scheduledBeforeDueMs = firstDue - Date.now();
  const others = scheduled.filter((_, k) => order[k]!.person !== PLANTED.index);
  const cpuAtStart = input.cpu();
  const lastDue = Math.max(...scheduled.map((publication) => publication.publishAt));
  input.log(`  PostgreSQL: ${input.name}, waiting for the networks to receive them`);
  await networks.untilReceived(others, lastDue + GRACE_MS);
  const cpuSecondsUsed = input.cpu() - cpuAtStart;
  const statuses = await publicationStatuses(input.url, input.tokens);
  const tallies = NETWORK_KEYS.map((network) =>
    tally(
      others.filter((publication) => publication.network === network),
      networks.received()[network],
      statuses,
      firstDue,
    ),
  );
  return {
    name: input.name,
    scheduled,
    scheduledBeforeDueMs,
    others,
    lags: tallies.flatMap((one) => one.lags),
    lagP99ByNetwork: Object.fromEntries(
      NETWORK_KEYS.map((network, k) => [network, round(percentile(tallies[k]!.lags, 0.99), 0)]),
    ) as Record<NetworkKey, number>,
    lagP99ByTenth: byTenth(tallies, firstDue, settings.spreadSeconds * 1000),
    twice: tallies.reduce((sum, one) => sum + one.twice, 0),
    notSent: tallies.reduce((sum, one) => sum + one.notSent, 0),
    cpuSeconds: cpuSecondsUsed,
  };
}

/** Lag p99 of the publications due in each tenth of the spread: where in the round it grew. */
function byTenth(tallies: Tally[], firstDue: number, spreadMs: number): number[] {
  const tenths: number[][] = Array.from({ length: 10 }, () => []);
  for (const one of tallies) {
    one.lags.forEach((lag, k) => {
      const tenth = Math.floor(((one.dueTimes[k]! - firstDue) * 10) / spreadMs);
      tenths[Math.min(9, Math.max(0, tenth))]!.push(lag);
    });
  }
  return tenths.map((lags) => (lags.length > 0 ? round(percentile(lags, 0.99), 0) : 0));
}

/**
 * Schedules one post of each of the first people a day ahead, eight at a time as the rounds do,
 * and answers how long that took a publication: the machine's pace at the moment, load included.
 */
async function timeScheduling(
  url: string,
  tokens: string[],
  publishers: Publisher[],
  post: number,
): Promise<number> {
  const sample = publishers.slice(0, TIMING_SAMPLE);
  const dayAhead = new Date(Date.now() + 86_400_000);
  const start = performance.now();
  await inParallel(sample, 8, (publisher, i) =>
    schedulePost(url, tokens[i]!, publisher.postIds[post]!, dayAhead),
  );
  return (performance.now() - start) / sample.length;
}

/** Connects every person's account, three at a time (one per network: each fake has one flow). */
async function connectEveryone(url: string, publishers: Publisher[], networks: FakeNetworks) {
  const tokens: string[] = new Array(publishers.length);
  await Promise.all(
    NETWORK_KEYS.map(async (_, lane) => {
      for (let i = lane; i < publishers.length; i += NETWORK_KEYS.length) {
        tokens[i] = await signIn(url, publishers[i]!);
        await networks.connect(url, tokens[i]!, publishers[i]!, i);
      }
    }),
  );
  return tokens;
}

/**
 * 10,000 publications (1,000 people with one account each, a third on each network) due within
 * one minute, on PostgreSQL with an API-only server and two worker processes, twice on the same
 * servers: first with every fake answering, then with person 1's X account answered 429 on every
 * post throughout. The second round's lag of everyone else is held to the first round's.
 */
export async function measurePublishingAtScale(input: {
  postgresUrl: string;
  settings: PublishingAtScaleSettings;
  nodeFlags: string[];
  log: (line: string) => void;
}): Promise<Check[]> {
  const { settings, log } = input;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-at-scale-'));
  const databaseUrl = await createPostgresDatabase(input.postgresUrl, 'quillpost_bench_at_scale');
  const count = settings.people * settings.postsEach;
  log(`  PostgreSQL: at scale, seeding ${settings.people} people with ${2 * count} posts`);
  const publishers = await seedPublishers({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    people: settings.people,
    // Each round's posts, and one a round to time scheduling with.
    postsEach: 2 * settings.postsEach + 2,
    threadEvery: settings.threadEvery,
  });
  const certificate = trustLoopbackCertificate();
  const networks = await startFakeNetworks();
  const env = {
    ...LOAD_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-for-aes',
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-for-hs256',
    ...networks.env,
    ...certificate.env,
  };
  const running = await startPublishing('postgres', env, settings.workers, input.nodeFlags);
  try {
    log(`  PostgreSQL: at scale, connecting ${settings.people} accounts on ${NETWORKS_NAMED}`);
    const connectStart = Date.now();
    const tokens = await connectEveryone(running.url, publishers, networks);
    log(`  PostgreSQL: at scale, connected in ${seconds(Date.now() - connectStart)}`);
    networks.answerPostsIn(settings.postDelayMs);
    const cpu = () => running.processes.reduce((sum, started) => sum + cpuSeconds(started.pid), 0);
    // Each round times scheduling with posts of its own, after every round's posts.
    const publish = (name: string, round: number) =>
      publishRound({
        name,
        url: running.url,
        databaseUrl,
        tokens,
        publishers,
        networks,
        offset: round * settings.postsEach,
        settings,
        cpu,
        timeScheduling: () =>
          timeScheduling(running.url, tokens, publishers, 2 * settings.postsEach + round),
        log,
      });

    const calm = await publish('every network answering', 0);
    log(`  PostgreSQL: every network answering, lag p99 ${seconds(percentile(calm.lags, 0.99))}`);
    // Far more refusals than the round can ask for: the account is refused throughout.
    networks.refuseOnXWithRateLimit(PLANTED.marker, 100_000);
    const limited = await publish('one X account answered 429 throughout', 1);
    const plantedAttempts = networks
      .received()
      .x.attempts.filter((text) => text.includes(PLANTED.marker)).length;
    return figures({ calm, limited, plantedAttempts, shape: running.shape, settings });
  } finally {
    await Promise.all(running.processes.map((started) => started.stop()));
    await networks.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function figures(input: {
  calm: Round;
  limited: Round;
  plantedAttempts: number;
  shape: string;
  settings: PublishingAtScaleSettings;
}): Check[] {
  const { calm, limited, settings } = input;
  const p99 = (run: Round) => percentile(run.lags, 0.99);
  const lagLine = (run: Round) =>
    `${seconds(p99(run))} (p50 ${seconds(percentile(run.lags, 0.5))}, max ${seconds(Math.max(...run.lags))}; n=${run.lags.length})`;
  const summary = (run: Round) => ({
    publications: run.scheduled.length,
    posts: run.scheduled.reduce((sum, p) => sum + p.parts.length, 0),
    others: run.others.length,
    lagP50Ms: round(percentile(run.lags, 0.5), 0),
    lagP99Ms: round(p99(run), 0),
    lagMaxMs: round(Math.max(...run.lags), 0),
    sentTwice: run.twice,
    notSent: run.notSent,
    scheduledBeforeDueMs: run.scheduledBeforeDueMs,
    cpuMsPerPublication: round((run.cpuSeconds * 1000) / run.scheduled.length, 1),
    lagP99MsByNetwork: run.lagP99ByNetwork,
    lagP99MsByTenthOfTheSpread: run.lagP99ByTenth,
  });
  const data = {
    shape: input.shape,
    ...settings,
    calm: summary(calm),
    limited: { ...summary(limited), plantedAttempts: input.plantedAttempts },
  };
  const ratio = round(p99(limited) / p99(calm), 2);
  const what = `${calm.scheduled.length} publications of ${settings.people} accounts on ${NETWORKS_NAMED} due within ${settings.spreadSeconds} s, fakes answering in ${settings.postDelayMs} ms, PostgreSQL, ${input.shape}`;
  return [
    {
      measure: `At scale: ${what}; lag p99`,
      figure: `${lagLine(calm)}; CPU ${data.calm.cpuMsPerPublication} ms a publication`,
      budget: `< ${seconds(LAG_BUDGET_MS)}`,
      ok: calm.lags.length > 0 && p99(calm) < LAG_BUDGET_MS,
      data,
    },
    {
      measure:
        'At scale: parts sent twice, publications not sent (both rounds, planted account aside)',
      figure: `${calm.twice + limited.twice} twice, ${calm.notSent + limited.notSent} not sent`,
      budget: '0',
      ok: calm.twice + limited.twice === 0 && calm.notSent + limited.notSent === 0,
      data,
    },
    {
      measure: `At scale: one X account answered 429 throughout (${input.plantedAttempts} refusals); everyone else's lag p99 against the round without it`,
      figure: `${ratio} x (${lagLine(limited)} against ${seconds(p99(calm))})`,
      budget: `<= ${FAIRNESS_BUDGET} x`,
      ok: limited.lags.length > 0 && ratio <= FAIRNESS_BUDGET,
      data,
    },
  ];
}
