/** One error vocabulary for the API and the web app: every error answer is `{ message, code }`. */
export const ERROR_CODES = {
  invalid_input: 400,
  payment_invalid: 400,
  unauthorized: 401,
  signin_failed: 400,
  plan_limit_reached: 402,
  csrf_failed: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  x_not_connected: 409,
  x_reconnect_required: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  provider_bad_answer: 502,
  provider_unavailable: 503,
  provider_timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
