/** Which sign-in a server offers, and the reason, printed at start. */
export interface SignInDecision {
  localSignInEnabled: boolean;
  /** One line for the start-up message: what is active and why. */
  signInSummary: string;
}

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    bare.startsWith('127.') ||
    bare.startsWith('::ffff:127.')
  );
}

const isLoopbackUrl = (origin: string) => isLoopbackHost(new URL(origin).hostname);

/** The names a browser on this machine may give the loopback address. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin and, when it is on loopback, the same scheme and port under every other loopback
 * name: a person who starts the server on 127.0.0.1 may well type localhost, and it is the same
 * server on the same machine.
 */
export function sameServerOrigins(origin: string): string[] {
  const url = new URL(origin);
  if (!isLoopbackHost(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${port}`)];
}

/**
 * The local form signs anyone in as any e-mail, so it is offered only where nobody else can reach
 * it: the server listens on loopback and browsers reach it on loopback. Behind a reverse proxy the
 * server listens on loopback while its public address is not, so both are checked.
 */
export function decideSignIn(input: {
  googleEnabled: boolean;
  allowLocalSignIn: boolean;
  host: string;
  webOrigin: string;
  publicUrl: string;
}): SignInDecision {
  if (input.googleEnabled) {
    return {
      localSignInEnabled: false,
      signInSummary: 'Google (GOOGLE_CLIENT_ID is set; the local form is off)',
    };
  }
  if (input.allowLocalSignIn) {
    return {
      localSignInEnabled: true,
      signInSummary: 'local form at /auth/local (ALLOW_LOCAL_SIGNIN=true)',
    };
  }
  const exposed = [
    !isLoopbackHost(input.host) && `HOST ${input.host}`,
    !isLoopbackUrl(input.webOrigin) && `WEB_ORIGIN ${input.webOrigin}`,
    input.publicUrl !== input.webOrigin &&
      !isLoopbackUrl(input.publicUrl) &&
      `PUBLIC_URL ${input.publicUrl}`,
  ].filter((reason): reason is string => Boolean(reason));
  if (exposed.length === 0) {
    return {
      localSignInEnabled: true,
      signInSummary: 'local form at /auth/local (HOST and the public address are loopback)',
    };
  }
  return {
    localSignInEnabled: false,
    signInSummary:
      `none: the local form is off because ${exposed.join(' and ')} ` +
      `${exposed.length > 1 ? 'are' : 'is'} not loopback ` +
      '(set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or ALLOW_LOCAL_SIGNIN=true)',
  };
}
