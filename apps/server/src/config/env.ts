import { z } from 'zod';
import { ZTrustProxy } from './trust-proxy';
import { DEFAULT_READ_SCHEDULE, parseReadSchedule } from './read-schedule';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** US dollars written as a plain decimal, such as 0.015. */
const usd = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, 'must be an amount in US dollars, such as 0.015')
  .transform(Number);
const url = z.url({ error: 'must be a full URL, such as https://example.com' });
/** A URL that falls back to `fallback` when unset or blank. */
const urlOr = (fallback: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    url.default(fallback),
  );

/** Every variable the server reads. Parsed once at start; a wrong value stops the server. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  WEB_ORIGIN: optionalText.pipe(url.optional()),
  PUBLIC_URL: optionalText.pipe(url.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZTrustProxy.default(false),

  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_TTL_SECONDS: positiveInt.default(60 * 60 * 24 * 7),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: urlOr('https://accounts.google.com'),
  ALLOW_LOCAL_SIGNIN: bool.default(false),

  LLM_PROVIDER: z
    .enum(['builtin', 'openai', 'anthropic', 'google', 'openai-compatible'])
    .default('builtin'),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_BASE_URL: optionalText.pipe(url.optional()),
  LLM_TIMEOUT_MS: positiveInt.default(60000),
  LLM_MAX_RETRIES: z.coerce
    .number({ error: 'must be a whole number from 0 to 10' })
    .int('must be a whole number from 0 to 10')
    .min(0, 'must be a whole number from 0 to 10')
    .max(10, 'must be a whole number from 0 to 10')
    .default(2),
  LLM_RETRY_DELAY_MS: positiveInt.default(500),
  LLM_SEED: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').optional(),
  ),

  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: urlOr('https://api.razorpay.com'),

  X_CLIENT_ID: optionalText,
  X_CLIENT_SECRET: optionalText,
  X_API_URL: urlOr('https://api.x.com'),
  X_AUTHORIZE_URL: urlOr('https://x.com/i/oauth2/authorize'),
  /** What X charges per call (US dollars): the cost preview and the spend ledger. */
  X_PRICE_POST: usd.default(0.015),
  X_PRICE_POST_WITH_LINK: usd.default(0.2),
  X_PRICE_MEDIA_METADATA: usd.default(0.005),
  X_PRICE_READ: usd.default(0.001),
  /** Key that encrypts stored X tokens. */
  ENCRYPTION_KEY: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),

  /** Let addresses people type (a Mastodon instance, a Bluesky server) be internal or plain http. */
  ALLOW_PRIVATE_NETWORK_HOSTS: bool.default(false),
  /** Offer every network's sandbox in the connect dialog, also on a server others can reach. */
  SANDBOX_ACCOUNTS: bool.default(false),

  PLAN_LIMIT_FREE: positiveInt.default(30),
  PLAN_LIMIT_BASIC: positiveInt.default(300),
  PLAN_LIMIT_PREMIUM: positiveInt.default(3000),
  RATE_LIMIT_GENERATIONS_PER_MINUTE: positiveInt.default(60),
  /** Posts written by hand, per user and minute, counted apart from generations. */
  RATE_LIMIT_WRITTEN_POSTS_PER_MINUTE: positiveInt.default(120),
  RATE_LIMIT_SIGNINS_PER_MINUTE: positiveInt.default(20),
  RATE_LIMIT_CONNECTS_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_PUBLICATIONS_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_MEDIA_PER_MINUTE: positiveInt.default(30),
  /** Publications one user may have waiting to go out (scheduled or publishing) at once. */
  SCHEDULED_PUBLICATIONS_MAX: positiveInt.default(500),

  QUEUE_WORKER: bool.default(true),
  PUBLISH_LEASE_SECONDS: positiveInt.max(3600).default(30),
  QUEUE_CONCURRENCY: positiveInt.default(10),
  PUBLISH_CONCURRENCY: positiveInt.default(50),

  ANALYTICS_READ_SCHEDULE: z
    .string()
    .default(DEFAULT_READ_SCHEDULE)
    .transform((text, context) => {
      const offsets = parseReadSchedule(text);
      if (typeof offsets === 'string') {
        context.addIssue({ code: 'custom', message: offsets });
        return z.NEVER;
      }
      return offsets;
    }),
  ANALYTICS_REFRESHES_PER_HOUR: positiveInt.default(6),
});
export type Env = z.infer<typeof ZEnv>;
