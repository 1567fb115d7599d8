import type { PlanId, XPrices } from '@quillpost/shared';
import type { Env } from './env';

/**
 * Each integration is one section: off (undefined) when none of its variables is set, complete
 * when all are, and a start-up error naming the missing variable when only some are.
 */
export interface GoogleSection {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface RazorpaySection {
  keyId: string;
  keySecret: string;
  /** Verifies webhooks; without it they are refused. */
  webhookSecret: string | undefined;
  apiUrl: string;
}

export interface LlmSection {
  provider: Exclude<Env['LLM_PROVIDER'], 'builtin'>;
  model: string;
  /** Without it each provider reads its own usual variable (such as OPENAI_API_KEY). */
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

export interface XSection {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  authorizeUrl: string;
  encryptionKey: string | undefined;
}

export interface QueueSection {
  /** Whether this process also runs the background worker. */
  worker: boolean;
  /** How long a worker's hold on a publication lasts without progress before another may take it. */
  publishLeaseSeconds: number;
  /** Jobs of one kind a worker process takes in one fetch and runs at once. */
  concurrency: number;
  /** Publications a worker process sends at once: each mostly waits for its network's answers. */
  publishConcurrency: number;
}

export interface AnalyticsSection {
  /** Milliseconds after publishing at which figures are read, ascending. */
  readScheduleMs: number[];
  /** Reads a user may ask for in an hour. */
  refreshesPerHour: number;
}

export interface ConfigSections {
  google: GoogleSection | undefined;
  razorpay: RazorpaySection | undefined;
  /** Undefined means the offline engine. */
  llm: LlmSection | undefined;
  x: XSection | undefined;
  /** What X charges per call; also known in the sandbox, whose calls cost nothing. */
  xPrices: XPrices;
  queue: QueueSection;
  analytics: AnalyticsSection;
  planLimits: Record<PlanId, number>;
}

type Required = Partial<Record<keyof Env, string | undefined>>;

/** Off when none is set, else every one must be: names each missing variable in `problems`. */
function allOrNone(values: Required, problems: string[]): boolean {
  const names = Object.keys(values) as (keyof Env)[];
  const set = names.filter((name) => values[name]);
  if (set.length === 0) return false;
  for (const name of names.filter((n) => !values[n])) {
    problems.push(`${name}: required when ${set.join(' and ')} is set`);
  }
  return set.length === names.length;
}

function llmSection(env: Env, problems: string[]): LlmSection | undefined {
  if (env.LLM_PROVIDER === 'builtin') return undefined;
  if (!env.LLM_MODEL) problems.push(`LLM_MODEL: required when LLM_PROVIDER is ${env.LLM_PROVIDER}`);
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
    problems.push('LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible');
  }
  return {
    provider: env.LLM_PROVIDER,
    model: env.LLM_MODEL ?? '',
    apiKey: env.LLM_API_KEY,
    baseUrl: env.LLM_BASE_URL,
  };
}

/** The sections of a parsed environment, with what keeps any of them from being complete. */
export function configSections(env: Env): { sections: ConfigSections; problems: string[] } {
  const problems: string[] = [];
  const google = allOrNone(
    { GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET },
    problems,
  );
  const razorpay = allOrNone(
    { RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET },
    problems,
  );
  const x = allOrNone(
    { X_CLIENT_ID: env.X_CLIENT_ID, X_CLIENT_SECRET: env.X_CLIENT_SECRET },
    problems,
  );
  const sections: ConfigSections = {
    google: google
      ? {
          clientId: env.GOOGLE_CLIENT_ID!,
          clientSecret: env.GOOGLE_CLIENT_SECRET!,
          issuer: env.OIDC_ISSUER,
        }
      : undefined,
    razorpay: razorpay
      ? {
          keyId: env.RAZORPAY_KEY_ID!,
          keySecret: env.RAZORPAY_KEY_SECRET!,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: env.RAZORPAY_API_URL,
        }
      : undefined,
    llm: llmSection(env, problems),
    x: x
      ? {
          clientId: env.X_CLIENT_ID!,
          clientSecret: env.X_CLIENT_SECRET!,
          apiUrl: env.X_API_URL,
          authorizeUrl: env.X_AUTHORIZE_URL,
          encryptionKey: env.ENCRYPTION_KEY,
        }
      : undefined,
    xPrices: {
      post: env.X_PRICE_POST,
      postWithLink: env.X_PRICE_POST_WITH_LINK,
      mediaMetadata: env.X_PRICE_MEDIA_METADATA,
      read: env.X_PRICE_READ,
    },
    queue: {
      worker: env.QUEUE_WORKER,
      publishLeaseSeconds: env.PUBLISH_LEASE_SECONDS,
      concurrency: env.QUEUE_CONCURRENCY,
      publishConcurrency: env.PUBLISH_CONCURRENCY,
    },
    analytics: {
      readScheduleMs: env.ANALYTICS_READ_SCHEDULE,
      refreshesPerHour: env.ANALYTICS_REFRESHES_PER_HOUR,
    },
    planLimits: {
      free: env.PLAN_LIMIT_FREE,
      '9_dollars': env.PLAN_LIMIT_BASIC,
      '19_dollars': env.PLAN_LIMIT_PREMIUM,
    },
  };
  return { sections, problems };
}
