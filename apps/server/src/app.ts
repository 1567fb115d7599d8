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
import { fastifyTrustProxy } from './config/trust-proxy';
import { historyRoutes } from './history';
import { healthRoutes } from './health/routes';
import { buildDeps, type DepsOptions } from './deps';
import { metaRoutes } from './meta/routes';
import { paymentRoutes } from './payments/routes';
import { registerDocs } from './plugins/docs';
import { registerDrain, timeoutServerOptions, type RequestTimeouts } from './plugins/connections';
import { errorServerOptions, registerErrorHandling } from './plugins/errors';
import { withLogRedaction } from './plugins/logging';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web';
import { automationRoutes } from './automations/routes';
import { postRoutes } from './posts/routes';
import { publicationRoutes } from './publications/routes';
import type { App } from './types';
import { userRoutes } from './users/routes';
import { settingsRoutes } from './settings';
import { styleRoutes } from './style';
import { accountRoutes, xAccountRoutes } from './accounts';
import { mediaRoutes } from './media';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions extends DepsOptions {
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** How long a client may take to send a request: sensible defaults in plugins/connections.ts. */
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

  const built = await buildDeps(options, app.log);
  const { deps } = built;
  // The queue hands back its jobs before any onClose hook, while the database is still open.
  app.addHook('preClose', () => built.stopJobs());
  app.addHook('onClose', () => built.closeDatabase());
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
  await app.register(built.networkRoutes);
  await app.register(accountRoutes);
  await app.register(automationRoutes);
  await app.register(xAccountRoutes);
  await app.register(settingsRoutes);
  await app.register(analyticsRoutes);
  await app.register(mediaRoutes);
  await app.register(historyRoutes);
  await app.register(styleRoutes);
  await registerWebApp(app, options.webDistDir ?? defaultWebDist());
  return app;
}
