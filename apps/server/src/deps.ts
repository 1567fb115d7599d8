import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { followEvergreenPublication } from './evergreen';
import { createGenerationService, type GenerationService } from './generation';
import type { JobsClient } from './jobs/client';
import { createPgBossJobs } from './jobs/pg-boss';
import { systemClock, type Clock } from './lib/clock';
import { createCipher } from './lib/encryption';
import { loadSecret } from './lib/secret';
import { createDatabaseMediaStore } from './media/database-store';
import { createNetworks, type Networks } from './networks/create';
import type { Network } from './networks/network';
import { checkUserAddress, guardedFetch } from './networks/safe-address';
import {
  createDatabaseKeyValues,
  createDatabaseSandboxStore,
  createDatabaseSpendLedger,
} from './networks/stores';
import { createXClient, type XClient } from './networks/x';
import { createPaymentProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import { DEFAULT_PUBLISHING, type PublishingDeps } from './publications/settings';
import type { AppDeps } from './types';

/** Capabilities to use instead of the ones the configuration makes (tests hand in fakes). */
export interface DepsOptions {
  config: Config;
  /** An open database; when left out, one is opened from the configuration and closed with the rest. */
  database?: DatabaseHandle;
  /** The database opened here may keep generic plans (`OpenDatabaseOptions`): a worker alone. */
  genericPlans?: boolean;
  generation?: GenerationService;
  jobs?: JobsClient;
  publishing?: Partial<PublishingDeps>;
  payments?: PaymentProvider;
  now?: Clock;
  /** The X client; built from the configuration (X itself or sandbox X) when left out. */
  x?: XClient;
  /** Network implementations in place of the ones of the same network and provider (tests). */
  networks?: Network[];
}

/** Where the capabilities report what they recover from (the app's or the worker's log). */
export interface DepsLogger {
  warn(details: object, message: string): void;
}

export interface BuiltDeps {
  deps: AppDeps;
  /** The routes some networks add (sandbox consent and post pages); only the HTTP app serves them. */
  networkRoutes: Networks['routes'];
  /** Stops taking jobs; handlers finish or hand back what they hold while the database is open. */
  stopJobs(): Promise<void>;
  /** Closes the database when it was opened here; last of all. */
  closeDatabase(): Promise<void>;
}

/**
 * The one place capabilities are made, for the HTTP app (`buildApp`) and the worker process
 * alike, so a worker gets the same database, queue and networks without building routes.
 */
export async function buildDeps(options: DepsOptions, log: DepsLogger): Promise<BuiltDeps> {
  const { config } = options;
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      genericPlans: options.genericPlans,
      onIdleError: (error) => log.warn({ err: error }, 'idle database connection failed'),
    }));
  const jobs =
    options.jobs ??
    createPgBossJobs({
      connection: database.queue,
      concurrency: config.queue.concurrency,
      onError: (error) => log.warn({ err: error }, 'job queue error'),
    });

  const secret = await loadSecret(config.JWT_SECRET, config.DATA_DIR);
  const now = options.now ?? systemClock;
  const encryption = createCipher(
    await loadSecret(config.ENCRYPTION_KEY, config.DATA_DIR, 'encryption-key'),
  );
  const x = options.x ?? createXClient(config, { db: database.db, secret, now });
  const publishing: PublishingDeps = {
    ...DEFAULT_PUBLISHING,
    leaseSeconds: config.queue.publishLeaseSeconds,
    settledListeners: [(event) => followEvergreenPublication(deps, event)],
    ...options.publishing,
  };
  const allowPrivate = config.ALLOW_PRIVATE_NETWORK_HOSTS;
  const networks = createNetworks(
    {
      config,
      now,
      ready: { x },
      lookupPages: publishing.lookupPages,
      publicUrl: config.publicUrl,
      fetch,
      userAddressFetch: guardedFetch({ allowPrivate }),
      checkUserAddress: (raw, field) => checkUserAddress(raw, { field, allowPrivate }),
      sandboxStore: createDatabaseSandboxStore(database.db),
      keyValues: createDatabaseKeyValues(database.db, encryption),
      spend: createDatabaseSpendLedger(database.db, now),
      secret,
    },
    options.networks,
  );
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now,
    generation: options.generation ?? createGenerationService(config, { logger: log }),
    jobs,
    publishing,
    payments: options.payments ?? createPaymentProvider({ config, serverSecret: secret }),
    secret,
    encryption,
    x,
    networks: networks.registry,
    media: createDatabaseMediaStore(database.db, {
      now,
      // Beside an embedded database, images are files: in it, each would be held in its memory.
      folder: database.kind === 'pglite' ? path.join(config.DATA_DIR, 'media') : undefined,
    }),
  };
  return {
    deps,
    networkRoutes: networks.routes,
    stopJobs: () => jobs.stop(),
    closeDatabase: async () => {
      if (ownsDatabase) await database.close();
    },
  };
}
