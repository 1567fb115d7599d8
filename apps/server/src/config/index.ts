import { ZEnv, type Env } from './env';
import { configSections, type ConfigSections } from './sections';
import { decideSignIn, isLoopbackHost, type SignInDecision } from './sign-in';

export type * from './sections';
export { sameServerOrigins } from './sign-in';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface Config extends Env, ConfigSections, SignInDecision {
  /** Where the web app lives; sign-in redirects end here. */
  webOrigin: string;
  /** Where this server is reached from a browser; OpenID Connect redirects come back here. */
  publicUrl: string;
  googleEnabled: boolean;
  /** Whether the connect dialog offers the networks' sandboxes: on loopback, or SANDBOX_ACCOUNTS. */
  sandboxAccounts: boolean;
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
  const { sections, problems } = configSections(env);
  if (problems.length > 0) throw new ConfigError(problems);

  const selfOrigin = `http://${browserHost(env.HOST)}:${env.PORT}`;
  const webOrigin = (env.WEB_ORIGIN ?? selfOrigin).replace(/\/+$/, '');
  const publicUrl = (env.PUBLIC_URL ?? webOrigin).replace(/\/+$/, '');
  const googleEnabled = sections.google !== undefined;
  const signIn = decideSignIn({
    googleEnabled,
    allowLocalSignIn: env.ALLOW_LOCAL_SIGNIN,
    host: env.HOST,
    webOrigin,
    publicUrl,
  });
  const onLoopback = isLoopbackHost(env.HOST) && isLoopbackHost(new URL(publicUrl).hostname);
  return {
    ...env,
    ...sections,
    webOrigin,
    publicUrl,
    googleEnabled,
    sandboxAccounts: env.SANDBOX_ACCOUNTS || onLoopback,
    ...signIn,
  };
}
