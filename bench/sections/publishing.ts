import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addPosting, startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import {
  createPostgresDatabase,
  DATABASE_LABEL,
  LOAD_ENV,
  type DatabaseKind,
} from '../lib/product';
import { cpuSeconds, ROOT, startNodeServer, startNodeWorker } from '../lib/processes';
import {
  connectPublisher,
  inParallel,
  publicationStatuses,
  schedulePost,
  type Scheduled,
} from '../lib/publishers';
import type { Check } from '../lib/report';
import { seedPublishers } from '../lib/seed-publishing';
import { publishingFigures } from './publishing-figures';

export interface PublishingSettings {
  people: number;
  postsEach: number;
  /** Every n-th post of a person is a four-part thread. */
  threadEvery: number;
  /** The due times are spread evenly over this many seconds. */
  spreadSeconds: number;
  /** X's answer time for each post. */
  xDelayMs: number;
  /** Worker processes beside an API-only server on PostgreSQL. */
  postgresWorkers: number;
}

const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const WORKER = path.join(ROOT, 'apps/server/dist/worker.js');
/** Time given to schedule each publication through the API before the first falls due. */
const LEAD_MS = { base: 15_000, each: 20 };
/** How long after the last due time a publication may still arrive before it counts as not sent. */
const GRACE_MS = 120_000;

/** The production server with its built-in worker (PGlite), or an API-only server and workers. */
async function startPublishing(
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
 * Publications falling due within one minute, sent to a fake X that takes `xDelayMs` for each
 * post: every one must go out, none twice, each soon after its time. Lag is the time X received a
 * publication's last part minus the time it was due.
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
  const fake = await startFakeX();
  const posting = addPosting(fake);
  posting.delayMs = settings.xDelayMs;
  const env = {
    ...LOAD_ENV,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Shared by every process: the worker decrypts the tokens the server stored.
    ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-for-aes',
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-for-hs256',
    X_CLIENT_ID: fake.clientId,
    X_CLIENT_SECRET: fake.clientSecret,
    X_API_URL: fake.url,
    X_AUTHORIZE_URL: fake.authorizeUrl,
    ...certificate.env,
  };
  const running = await startPublishing(database, env, settings.postgresWorkers, input.nodeFlags);
  try {
    input.log(`  ${db}: publishing, connecting X for ${publishers.length} people`);
    const tokens: string[] = [];
    for (const [i, publisher] of publishers.entries()) {
      tokens.push(await connectPublisher(running.url, fake, publisher, i));
    }

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
    const scheduled: Scheduled[] = await inParallel(order, 8, ({ person, post }, k) =>
      schedulePost(
        running.url,
        tokens[person]!,
        publishers[person]!.postIds[post]!,
        new Date(firstDue + Math.floor((k * spreadMs) / count)),
      ),
    );
    const scheduledBeforeDueMs = firstDue - Date.now();
    const cpu = () => running.processes.map((started) => cpuSeconds(started.pid));
    const cpuAtStart = cpu();
    const lastDue = Math.max(...scheduled.map((publication) => publication.publishAt));

    input.log(`  ${db}: publishing, waiting for X to receive them (${running.shape})`);
    const texts = scheduled.flatMap((publication) => publication.parts);
    const received = () => new Set(posting.posts.map((post) => post.text));
    while (Date.now() < lastDue + GRACE_MS) {
      const on = received();
      if (texts.every((text) => on.has(text))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The processes' CPU time while they published (PostgreSQL's own server not counted).
    const cpuUsed = cpu().map((seconds, i) => seconds - cpuAtStart[i]!);
    const statuses = await publicationStatuses(running.url, tokens);
    return publishingFigures({
      db,
      shape: running.shape,
      scheduled,
      posts: posting.posts,
      attempts: posting.attempts,
      statuses,
      firstDue,
      scheduledBeforeDueMs,
      cpuUsed,
      settings,
    });
  } finally {
    await Promise.all(running.processes.map((process) => process.stop()));
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
