import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics';
import { assistRoutes } from './assist';
import { authRoutes, registerAuthentication } from './auth';
import type { Config } from './config';
import { fastifyTrustProxy } from './config/trust-proxy';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createGenerationService, type GenerationService } from './generation';
import { historyRoutes } from './history';
// The planner's statistics job, for processes that take jobs (PGlite has no autovacuum).
import './statistics';
import { healthRoutes } from './health/routes';
import type { JobsClient } from './jobs/client';
import { createPgBossJobs } from './jobs/pg-boss';
import { systemClock, type Clock } from './lib/clock';
import { loadSecret } from './lib/secret';
import { metaRoutes } from './meta/routes';
import { createPaymentProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import { paymentRoutes } from './payments/routes';
import { registerDocs } from './plugins/docs';
import { registerDrain, timeoutServerOptions, type RequestTimeouts } from './plugins/connections';
import { errorServerOptions, registerErrorHandling } from './plugins/errors';
import { withLogRedaction } from './plugins/logging';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web';
import { postRoutes } from './posts/routes';
import { publicationRoutes } from './publications/routes';
import { DEFAULT_PUBLISHING, type PublishingDeps } from './publications/settings';
import type { App, AppDeps } from './types';
import { userRoutes } from './users/routes';
import { createCipher } from './lib/encryption';
import { settingsRoutes } from './settings';
import { styleRoutes } from './style';
import { createXClient, type XClient } from './networks/x';
import { createNetworks } from './networks/create';
import type { Network } from './networks/network';
import { accountRoutes, xAccountRoutes } from './accounts';
import { checkUserAddress, guardedFetch } from './networks/safe-address';
import {
  createDatabaseKeyValues,
  createDatabaseSpendLedger,
  createDatabaseSandboxStore,
} from './networks/stores';
import { createDatabaseMediaStore, mediaRoutes } from './media';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An open database; when left out, one is opened from the configuration and closed with the app. */
  database?: DatabaseHandle;
  /** Capabilities to use instead of the ones the configuration makes (tests hand in fakes). */
  generation?: GenerationService;
  jobs?: JobsClient;
  publishing?: Partial<PublishingDeps>;
  payments?: PaymentProvider;
  now?: Clock;
  /** The X client; built from the configuration (X itself or sandbox X) when left out. */
  x?: XClient;
  /** Network implementations in place of the ones of the same network and provider (tests). */
  networks?: Network[];
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** How long a client may take to send a request; sensible defaults in plugins/connections.ts. */
  timeouts?: Partial<RequestTimeouts>;
}

const defaultWebDist = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From apps/server/src or apps/server/dist alike.
  return path.resolve(here, '../../web/dist');
};

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: config.LOG_LEVEL }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    ...timeoutServerOptions(options.timeouts),
    ...errorServerOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    }));
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  const jobs =
    options.jobs ??
    createPgBossJobs({
      connection: database.queue,
      concurrency: config.queue.concurrency,
      onError: (error) => app.log.warn({ err: error }, 'job queue error'),
    });
  // Before any onClose hook: the queue hands back its jobs while the database is still open.
  app.addHook('preClose', () => jobs.stop());

  const secret = await loadSecret(config.JWT_SECRET, config.DATA_DIR);
  const now = options.now ?? systemClock;
  const encryption = createCipher(
    await loadSecret(config.ENCRYPTION_KEY, config.DATA_DIR, 'encryption-key'),
  );
  const x = options.x ?? createXClient(config, { db: database.db, secret, now });
  const publishing: PublishingDeps = {
    ...DEFAULT_PUBLISHING,
    leaseSeconds: config.queue.publishLeaseSeconds,
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
  // The one place capabilities are made.
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now,
    generation: options.generation ?? createGenerationService(config, { logger: app.log }),
    jobs,
    publishing,
    payments: options.payments ?? createPaymentProvider({ config, serverSecret: secret }),
    secret,
    encryption,
    x,
    networks: networks.registry,
    media: createDatabaseMediaStore(database.db),
  };
  app.decorate('deps', deps);

  registerErrorHandling(app);
  registerDrain(app);
  await app.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
  await registerSecurity(app);
  registerAuthentication(app);
  await registerDocs(app);

  await app.register(healthRoutes);
  await app.register(metaRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(postRoutes);
  await app.register(assistRoutes);
  await app.register(paymentRoutes);
  await app.register(publicationRoutes);
  await app.register(networks.routes);
  await app.register(accountRoutes);
  await app.register(xAccountRoutes);
  await app.register(settingsRoutes);
  await app.register(analyticsRoutes);
  await app.register(mediaRoutes);
  await app.register(historyRoutes);
  await app.register(styleRoutes);
  await registerWebApp(app, options.webDistDir ?? defaultWebDist());
  return app;
}
