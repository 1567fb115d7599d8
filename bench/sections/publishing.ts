import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NETWORK_NAMES } from '@quillpost/shared';
import { trustLoopbackCertificate } from '@quillpost/testing';
import { NETWORKS_NAMED, startFakeNetworks } from '../lib/fake-networks';
import {
  createPostgresDatabase,
  DATABASE_LABEL,
  LOAD_ENV,
  type DatabaseKind,
} from '../lib/product';
import { signIn } from '../lib/http';
import { cpuSeconds, ROOT, startNodeServer, startNodeWorker } from '../lib/processes';
import {
  inParallel,
  publicationStatuses,
  schedulePost,
  type PublishingSettings,
  type Scheduled,
} from '../lib/publishers';
import type { Check } from '../lib/report';
import { seedPublishers } from '../lib/seed-publishing';
import { publishingFigures } from './publishing-figures';

const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const WORKER = path.join(ROOT, 'apps/server/dist/worker.js');
/** Time given to schedule each publication through the API before the first falls due. */
const LEAD_MS = { base: 15_000, each: 20 };
/** How long after the last due time a publication may still arrive before it counts as not sent. */
const GRACE_MS = 120_000;

/** The production server with its built-in worker (PGlite), or an API-only server and workers. */
export async function startPublishing(
  database: DatabaseKind,
  env: Record<string, string>,
  workers: number,
  nodeFlags: string[],
) {
  const label = DATABASE_LABEL[database];
  if (database === 'pglite') {
    const server = await startNodeServer({
      name: `Quillpost with its worker (${label})`,
      script: SERVER,
      env,
      nodeFlags,
      readyPath: '/readyz',
    });
    return { url: server.url, processes: [server], shape: 'one server with its built-in worker' };
  }
  const server = await startNodeServer({
    name: `Quillpost API only (${label})`,
    script: SERVER,
    env: { ...env, QUEUE_WORKER: 'false' },
    nodeFlags,
    readyPath: '/readyz',
  });
  const started = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      startNodeWorker({
        name: `Quillpost worker ${i + 1} (${label})`,
        script: WORKER,
        env,
        nodeFlags,
        readyText: 'Quillpost worker is running',
      }),
    ),
  );
  return {
    url: server.url,
    processes: [server, ...started],
    shape: `an API-only server and ${workers} worker processes`,
  };
}

/**
 * Publications falling due within one minute, the people's accounts spread evenly over fake X,
 * Bluesky and Mastodon servers that each take `postDelayMs` to answer a post: every one must go
 * out, none twice, each soon after its time. Lag is the time its network received a publication's
 * last part minus the time it was due.
 */
export async function measurePublishing(input: {
  database: DatabaseKind;
  postgresUrl?: string;
  settings: PublishingSettings;
  nodeFlags: string[];
  log: (line: string) => void;
}): Promise<Check[]> {
  const { database, settings } = input;
  const db = DATABASE_LABEL[database];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-publishing-'));
  const databaseUrl =
    database === 'postgres'
      ? await createPostgresDatabase(input.postgresUrl!, 'quillpost_bench_publishing')
      : undefined;
  const count = settings.people * settings.postsEach;
  input.log(`  ${db}: publishing, seeding ${settings.people} people with ${count} posts`);
  const publishers = await seedPublishers({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    ...settings,
  });

  const certificate = trustLoopbackCertificate();
  const networks = await startFakeNetworks();
  const env = {
    ...LOAD_ENV,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Shared by every process: the worker decrypts the tokens the server stored.
    ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-for-aes',
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-for-hs256',
    ...networks.env,
    ...certificate.env,
  };
  const running = await startPublishing(database, env, settings.postgresWorkers, input.nodeFlags);
  try {
    input.log(
      `  ${db}: publishing, connecting ${publishers.length} people's accounts on ${NETWORKS_NAMED}`,
    );
    const tokens: string[] = [];
    for (const [i, publisher] of publishers.entries()) {
      const token = await signIn(running.url, publisher);
      await networks.connect(running.url, token, publisher, i);
      tokens.push(token);
    }
    networks.answerPostsIn(settings.postDelayMs);

    // Round by round, one post of each person, so each person's posts spread over the minute.
    const order = Array.from({ length: count }, (_, k) => ({
      person: k % settings.people,
      post: Math.floor(k / settings.people),
    }));
    const firstDue = Date.now() + LEAD_MS.base + LEAD_MS.each * count;
    const spreadMs = settings.spreadSeconds * 1000;
    input.log(
      `  ${db}: publishing, scheduling ${count} publications over ${settings.spreadSeconds} s`,
    );
    // No accountId: each person has one account, which a publication then goes out on.
    const scheduled: Scheduled[] = await inParallel(order, 8, async ({ person, post }, k) => {
      const publication = await schedulePost(
        running.url,
        tokens[person]!,
        publishers[person]!.postIds[post]!,
        new Date(firstDue + Math.floor((k * spreadMs) / count)),
      );
      const expected = networks.networkOf(person);
      if (publication.network !== expected) {
        throw new Error(
          `Publication ${publication.id} went on ${NETWORK_NAMES[publication.network]}, not ${NETWORK_NAMES[expected]}`,
        );
      }
      return publication;
    });
    const scheduledBeforeDueMs = firstDue - Date.now();
    const cpu = () => running.processes.map((started) => cpuSeconds(started.pid));
    const cpuAtStart = cpu();
    const lastDue = Math.max(...scheduled.map((publication) => publication.publishAt));

    input.log(`  ${db}: publishing, waiting for the networks to receive them (${running.shape})`);
    await networks.untilReceived(scheduled, lastDue + GRACE_MS);
    // The processes' CPU time while they published (PostgreSQL's own server not counted).
    const cpuUsed = cpu().map((seconds, i) => seconds - cpuAtStart[i]!);
    const statuses = await publicationStatuses(running.url, tokens);
    return publishingFigures({
      db,
      shape: running.shape,
      scheduled,
      received: networks.received(),
      statuses,
      firstDue,
      scheduledBeforeDueMs,
      cpuUsed,
      settings,
    });
  } finally {
    await Promise.all(running.processes.map((process) => process.stop()));
    await networks.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
