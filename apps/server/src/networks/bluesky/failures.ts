import { NetworkError } from '../network';
import { isXrpcError } from './atproto';
import { noAnswerError, sendFailureOf } from '../send-failure';

/** XRPCError statuses of @atproto/xrpc's own (its ResponseType), not HTTP's. */
const NO_ANSWER = 1;
const INVALID_ANSWER = 2;

/** True when a call failed without an answer because the connection was never made. */
export const neverSent = (error: unknown): boolean => sendFailureOf(error).neverSent;

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
  if (!isXrpcError(error)) throw error;
  const status = error.status;
  const reason = error.message || error.error;
  if (status === NO_ANSWER) return noAnswerError(error, { name: 'Bluesky', ...options });
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
