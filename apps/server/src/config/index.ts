import { ZEnv, type Env } from './env';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface Config extends Env {
  /** Where the web app lives; sign-in redirects end here. */
  webOrigin: string;
  /** Where this server is reached from a browser; OpenID Connect redirects come back here. */
  publicUrl: string;
  googleEnabled: boolean;
  localSignInEnabled: boolean;
  razorpayEnabled: boolean;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

function browserHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Parses the environment once; throws a ConfigError naming each wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (env.LLM_PROVIDER !== 'builtin' && !env.LLM_MODEL) {
    problems.push(`LLM_MODEL: required when LLM_PROVIDER is ${env.LLM_PROVIDER}`);
  }
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
    problems.push('LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const selfOrigin = `http://${browserHost(env.HOST)}:${env.PORT}`;
  const webOrigin = (env.WEB_ORIGIN ?? selfOrigin).replace(/\/+$/, '');
  const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID);
  return {
    ...env,
    webOrigin,
    publicUrl: (env.PUBLIC_URL ?? webOrigin).replace(/\/+$/, ''),
    googleEnabled,
    localSignInEnabled: !googleEnabled && (isLoopback(env.HOST) || env.ALLOW_LOCAL_SIGNIN),
    razorpayEnabled: Boolean(env.RAZORPAY_KEY_ID),
  };
}
