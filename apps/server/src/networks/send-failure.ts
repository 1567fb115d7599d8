import { NetworkError } from './network';
import { AddressRefused } from './safe-address';

/** Errors raised while connecting: the request never left, so the network never acted on it. */
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

/** Why a request got no answer at all, read along the error's causes. */
export interface SendFailure {
  /** The connection was never made (or the address guard refused it): nothing was acted on. */
  neverSent: boolean;
  /** The address guard's refusal of an address someone typed, when that is the reason. */
  refusal?: string;
  /** For messages: the connection error's code (ECONNREFUSED), a timeout, or the error's message. */
  reason: string;
}

export function sendFailureOf(error: unknown): SendFailure {
  const chain = [...causes(error)];
  const refused = chain.find((cause) => cause instanceof AddressRefused);
  if (refused) return { neverSent: true, refusal: refused.message, reason: refused.message };
  const code = chain
    .map((cause) => (cause as { code?: unknown }).code)
    .find((value): value is string => typeof value === 'string');
  if (code) return { neverSent: BEFORE_SEND.has(code), reason: code };
  const timedOut = chain.some(
    (cause) => cause instanceof DOMException && cause.name === 'TimeoutError',
  );
  const last = chain.at(-1) ?? error;
  const reason = timedOut
    ? 'no answer in time'
    : last instanceof Error
      ? last.message
      : String(last);
  return { neverSent: false, reason };
}

/**
 * A request to `name` that got no answer, as a NetworkError: a call that `creates` something and
 * may have left leaves its outcome unknown; anything else is only unavailable, to be tried again.
 */
export function noAnswerError(
  error: unknown,
  input: { name: string; creates?: boolean },
  make: (kind: 'outcome_unknown' | 'unavailable', message: string) => NetworkError = (kind, m) =>
    new NetworkError(kind, m),
): NetworkError {
  const failure = sendFailureOf(error);
  if (failure.refusal) return make('unavailable', failure.refusal);
  if (input.creates && !failure.neverSent) {
    return make('outcome_unknown', `The connection to ${input.name} broke (${failure.reason})`);
  }
  return make('unavailable', `${input.name} could not be reached (${failure.reason})`);
}
