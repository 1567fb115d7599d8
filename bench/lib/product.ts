import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer } from '../../apps/server/bundle.mjs';
import { ROOT, startNodeServer, type RunningServer } from './processes';
import { preparePublishedHistory, type PublishedHistory } from './published-history';
import { seedDatabase, type SeededUser } from './seed';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_LABEL: Record<DatabaseKind, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

/** Limits raised so the load measures the server's work, not its refusals. */
export const LOAD_ENV = {
  PLAN_LIMIT_FREE: '100000000',
  RATE_LIMIT_GENERATIONS_PER_MINUTE: '100000000',
  RATE_LIMIT_SIGNINS_PER_MINUTE: '100000',
  RATE_LIMIT_PUBLICATIONS_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
};

export const PEOPLE = {
  lister: { name: 'List Reader', email: 'lister@bench.quillpost.test', tweets: 1_000 },
  writer: { name: 'Fast Writer', email: 'writer@bench.quillpost.test', tweets: 0 },
  small: { name: 'Small Library', email: 'small@bench.quillpost.test', tweets: 100 },
  large: { name: 'Large Library', email: 'large@bench.quillpost.test', tweets: 10_000 },
} satisfies Record<string, SeededUser>;

export interface ProductServer extends RunningServer {
  database: DatabaseKind;
  /** The same seeded data for the baseline server: its own PGlite copy, or the same database. */
  baselineData: { dataDir: string; databaseUrl?: string };
  /** Each person's seeded tweet ids, oldest first. */
  tweetIds: Map<string, string[]>;
  /** With `publishedHistory`: the small and large libraries' posts, all published. */
  published?: PublishedHistory;
}

/** A new, empty PostgreSQL database on the run's server; answers its connection string. */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * VACUUM ANALYZE of a whole database, as autovacuum leaves it between bursts: a measured round
 * then starts clean, and does not pay for the dead rows of the one before it.
 */
export const vacuumDatabase = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => void (await client.query('VACUUM ANALYZE')));

async function withClient(url: string, use: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The production bundle on a fresh data folder (and, for PostgreSQL, a fresh database), seeded
 * before it starts: PGlite's folder belongs to one process at a time.
 */
export async function startProduct(input: {
  database: DatabaseKind;
  postgresUrl?: string;
  nodeFlags: string[];
  /** Publish every post of the small and large libraries, with their figures' history. */
  publishedHistory?: boolean;
}): Promise<ProductServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-'));
  const databaseUrl =
    input.database === 'postgres'
      ? await createPostgresDatabase(input.postgresUrl!, 'quillpost_bench')
      : undefined;
  const tweetIds = await seedDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    people: Object.values(PEOPLE),
  });
  const published = input.publishedHistory
    ? await preparePublishedHistory({
        databaseUrl,
        pgliteDir: path.join(dataDir, 'pglite'),
        postIdsByEmail: new Map(
          [PEOPLE.small, PEOPLE.large].map(({ email }) => [email, tweetIds.get(email)!]),
        ),
      })
    : undefined;
  const baselineDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-baseline-'));
  if (!databaseUrl) {
    cpSync(path.join(dataDir, 'pglite'), path.join(baselineDir, 'pglite'), { recursive: true });
  }
  const server = await startNodeServer({
    name: `Quillpost (${DATABASE_LABEL[input.database]})`,
    script: path.join(ROOT, 'apps/server/dist/main.js'),
    env: { ...LOAD_ENV, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    nodeFlags: input.nodeFlags,
    readyPath: '/readyz',
  });
  return {
    ...server,
    database: input.database,
    tweetIds,
    published,
    baselineData: { dataDir: baselineDir, databaseUrl },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(baselineDir, { recursive: true, force: true });
    },
  };
}

const BASELINE_BUNDLE = path.join(ROOT, 'bench/results/baseline/server.js');

/** The baseline routes (`bench/baseline-server.ts`), bundled like the product and on its data. */
export async function startBaseline(input: {
  product: ProductServer;
  nodeFlags: string[];
}): Promise<RunningServer> {
  mkdirSync(path.dirname(BASELINE_BUNDLE), { recursive: true });
  await bundleServer({
    entry: path.join(ROOT, 'bench/baseline-server.ts'),
    outfile: BASELINE_BUNDLE,
  });
  const { dataDir, databaseUrl } = input.product.baselineData;
  return startNodeServer({
    name: 'Bare Fastify',
    script: BASELINE_BUNDLE,
    env: {
      ...LOAD_ENV,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      BASELINE_LISTER_EMAIL: PEOPLE.lister.email,
      BASELINE_WRITER_EMAIL: PEOPLE.writer.email,
      BASELINE_MIGRATIONS: path.join(ROOT, 'apps/server/drizzle'),
    },
    nodeFlags: input.nodeFlags,
    readyPath: '/hello',
  });
}
