import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { GenerationService } from './generation';
import type { JobsClient } from './jobs/client';
import type { PublishingDeps } from './publications/settings';
import type { Clock } from './lib/clock';
import type { PaymentProvider } from './payments/provider';
import type { PlanAndCount } from './usage/plan';
import type { Cipher } from './lib/encryption';
import type { XClient } from './networks/x/client';
import type { NetworkRegistry } from './networks/registry';
import type { MediaStore } from './media/store';

/**
 * What every route and service works with. The side-effecting capabilities (database, clock,
 * writing engine, payment provider, and the X client and job queue beside them) are each made
 * once, in `buildApp`, and reached only through the interface named here, so a test swaps one by
 * handing `buildApp` its own.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  now: Clock;
  generation: GenerationService;
  /** The job queue shared by every instance through the database. */
  jobs: JobsClient;
  /** Publishing to X: the X feature's account and posting, and the worker's timings. */
  publishing: PublishingDeps;
  payments: PaymentProvider;
  /** Secret for access tokens and other server-side signatures. */
  secret: Uint8Array;
  /** Encrypts secrets kept in the database (X tokens) with ENCRYPTION_KEY. */
  encryption: Cipher;
  /** X itself, or sandbox X when X is not configured. */
  x: XClient;
  /** Every network this server publishes to, real and sandbox, looked up by key. */
  networks: NetworkRegistry;
  /** Uploaded images: the database's `media` table. */
  media: MediaStore;
}

export interface SignedInUser {
  id: string;
  sessionId: string;
  /** Plan and this month's generation count, when the route asked for them with the session check. */
  account?: PlanAndCount;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    authenticate: (request: FastifyRequest) => Promise<void>;
    authenticateWithAccount: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
