/**
 * Loopback ports of the servers playwright.config.ts starts. The base is picked once, in the
 * runner process, and handed to the workers through the environment, so that two runs on one
 * machine do not collide. Set QUILLPOST_E2E_PORT_BASE to choose it.
 */
// Below 32768, where Linux hands out no ports to outgoing connections (its ephemeral range is
// 32768-60999 by default): a connection that happened to take the port would fail the listen.
process.env.QUILLPOST_E2E_PORT_BASE ??= String(10_000 + Math.floor(Math.random() * 220) * 100);
const base = Number(process.env.QUILLPOST_E2E_PORT_BASE);

export const E2E_PORTS = {
  /** The embedded defaults: local sign-in form, offline engine, sandbox payments. */
  local: base,
  /** Google sign-in configured against the test issuer, and a small Free plan limit. */
  google: base + 1,
  /** The OpenID Connect test issuer (oauth2-mock-server). */
  issuer: base + 2,
} as const;

export const LOCAL_URL = `http://127.0.0.1:${E2E_PORTS.local}`;
export const GOOGLE_URL = `http://127.0.0.1:${E2E_PORTS.google}`;
export const ISSUER_URL = `http://127.0.0.1:${E2E_PORTS.issuer}`;

export const GOOGLE_CLIENT = { id: 'quillpost-e2e', secret: 'quillpost-e2e-secret' } as const;

/** Free generations a month on the Google server, so a test can reach the limit quickly. */
export const GOOGLE_SERVER_PLAN_LIMIT = 3;

/** The test issuer signs in the e-mail address in this cookie (see @quillpost/testing, oidc-issuer.mjs). */
export const GOOGLE_ACCOUNT_COOKIE = 'e2e_google_account';
