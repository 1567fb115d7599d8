import { z } from 'zod';

/**
 * One closed error vocabulary for the API and the web app: every error answer is
 * `{ message, code }` with one of these codes, and each code has its HTTP status.
 */
export const ERROR_CODES = {
  invalid_input: 400,
  payment_invalid: 400,
  unauthorized: 401,
  signin_failed: 400,
  plan_limit_reached: 402,
  csrf_failed: 403,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  x_not_connected: 409,
  x_reconnect_required: 409,
  account_not_connected: 409,
  account_reconnect_required: 409,
  /** A part repeats another part, or what the account posted lately: networks refuse it. */
  duplicate_content: 409,
  payload_too_large: 413,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  provider_bad_answer: 502,
  provider_unavailable: 503,
  server_unavailable: 503,
  provider_timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
export const ZErrorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** Codes the web app gives a failure that has no answer from the server. */
export const CLIENT_ERROR_CODES = ['network_error', 'stream_interrupted'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every error answer; some add details (a plan limit's `limit`, `used` and `resetsAt`). */
export const ZErrorResponse = z
  .object({ message: z.string(), code: ZErrorCode })
  .catchall(z.unknown());
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

/** The one answer to a failure that is ours: it never says more. */
export const INTERNAL_ERROR_BODY = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'internal_error',
} as const satisfies ErrorResponse;
