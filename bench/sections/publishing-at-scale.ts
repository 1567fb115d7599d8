import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NETWORK_KEYS, type NetworkKey } from '@quillpost/shared';
import { trustLoopbackCertificate } from '@quillpost/testing';
import { NETWORKS_NAMED, startFakeNetworks, type FakeNetworks } from '../lib/fake-networks';
import { signIn } from '../lib/http';
import { createPostgresDatabase, LOAD_ENV, vacuumDatabase } from '../lib/product';
import { cpuSeconds } from '../lib/processes';
import { inParallel, publicationStatuses, schedulePost } from '../lib/publishers';
import type { Check } from '../lib/report';
import { seedPublishers, type Publisher } from '../lib/seed-publishing';
import { percentile, round } from '../lib/stats';
import { startPublishing } from './publishing';
import { tally } from './publishing-figures';
import {
  byTenth,
  figures,
  ROUND_NAMES,
  ROUNDS,
  seconds,
  type PublishingAtScaleSettings,
  type Round,
  type RoundKind,
} from './publishing-at-scale-figures';

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
 * one minute, on PostgreSQL with an API-only server and two worker processes, four times on the
 * same servers (`ROUNDS`): with every fake answering, and with person 1's X account answered 429
 * on every post throughout. Everyone else's lag in the 429 rounds is held to the calm rounds'.
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
  log(
    `  PostgreSQL: at scale, seeding ${settings.people} people with ${ROUNDS.length * count} posts`,
  );
  const publishers = await seedPublishers({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    people: settings.people,
    // Each round's posts, and one a round to time scheduling with.
    postsEach: ROUNDS.length * (settings.postsEach + 1),
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
          timeScheduling(
            running.url,
            tokens,
            publishers,
            ROUNDS.length * settings.postsEach + round,
          ),
        log,
      });

    const rounds: Record<RoundKind, Round[]> = { calm: [], limited: [] };
    let liftRefusals: (() => number) | undefined;
    let plantedRefusals = 0;
    for (const [index, kind] of ROUNDS.entries()) {
      if (kind === 'limited' && !liftRefusals) {
        // Far more refusals than the rounds can ask for: the account is refused throughout.
        liftRefusals = networks.refuseOnXWithRateLimit(PLANTED.marker, 100_000);
      }
      if (kind === 'calm' && liftRefusals) {
        plantedRefusals += liftRefusals();
        liftRefusals = undefined;
      }
      const result = await publish(ROUND_NAMES[kind], index);
      log(`  PostgreSQL: ${ROUND_NAMES[kind]}, lag p99 ${seconds(percentile(result.lags, 0.99))}`);
      rounds[kind].push(result);
    }
    plantedRefusals += liftRefusals?.() ?? 0;
    return figures({ ...rounds, plantedRefusals, shape: running.shape, settings });
  } finally {
    await Promise.all(running.processes.map((started) => started.stop()));
    await networks.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
