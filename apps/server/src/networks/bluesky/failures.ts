import { XRPCError } from '@atproto/api';
import { NetworkError } from '../network';
import { AddressRefused } from '../safe-address';

/** XRPCError statuses of @atproto/xrpc's own (its ResponseType), not HTTP's. */
const NO_ANSWER = 1;
const INVALID_ANSWER = 2;

/** Failures to connect: the request never reached Bluesky, so it was not acted on. */
const BEFORE_SEND = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
]);

function* causes(error: unknown): Generator<unknown> {
  for (let current = error; current && typeof current === 'object';) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The first string code along the error's causes, e.g. ECONNREFUSED. */
function errorCode(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** True when a call failed without an answer because the connection was never made. */
export function neverSent(error: unknown): boolean {
  if ([...causes(error)].some((cause) => cause instanceof AddressRefused)) return true;
  const code = errorCode(error);
  return code !== undefined && BEFORE_SEND.has(code);
}

const TOKEN_REFUSALS = new Set(['ExpiredToken', 'InvalidToken', 'AuthMissing']);

function resetAtOf(headers: Record<string, string | undefined> | undefined): Date | undefined {
  const reset = Number(headers?.['ratelimit-reset']);
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
}

/**
 * A failed call as a NetworkError. `creates`: the call makes a post, so a connection that broke
 * after the request went out leaves its outcome unknown; for reads it is only unavailable.
 * Anything that is not an XRPC failure is a fault of ours, thrown on as it is.
 */
export function networkErrorOf(error: unknown, options: { creates?: boolean } = {}): NetworkError {
  if (error instanceof NetworkError) return error;
  if (!(error instanceof XRPCError)) throw error;
  const status = error.status;
  const reason = error.message || error.error;
  if (status === NO_ANSWER) {
    const cause = errorCode(error) ?? [...causes(error)].at(-1);
    const detail = cause instanceof Error ? cause.message : String(cause);
    if (options.creates && !neverSent(error)) {
      return new NetworkError('outcome_unknown', `The connection to Bluesky broke (${detail})`);
    }
    return new NetworkError('unavailable', `Bluesky could not be reached (${detail})`);
  }
  if (status === INVALID_ANSWER) {
    return new NetworkError('unavailable', `Bluesky answered out of its own schema (${reason})`);
  }
  if (status === 429) {
    return new NetworkError('rate_limited', `Bluesky's rate limit is reached (${reason})`, {
      status,
      resetAt: resetAtOf(error.headers),
    });
  }
  if (status === 401 || TOKEN_REFUSALS.has(error.error)) {
    return new NetworkError('unauthorized', `Bluesky refused the access token (${reason})`, {
      status,
    });
  }
  if (status >= 400 && status < 500) return new NetworkError('rejected', reason, { status });
  return new NetworkError('unavailable', `Bluesky is unavailable (${status} ${reason})`, {
    status,
  });
}
