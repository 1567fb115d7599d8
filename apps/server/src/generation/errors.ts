import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  LoadAPIKeyError,
  NoContentGeneratedError,
  TypeValidationError,
} from '@ai-sdk/provider';
import { AppError } from '../lib/errors';

export const badAnswer = () =>
  new AppError(
    'provider_bad_answer',
    'The writing service gave an answer that could not be made into a valid post. Please try again.',
  );

export const noValidSuggestions = () =>
  new AppError(
    'provider_bad_answer',
    'The writing service gave no suggestions that keep to the rules. Please try again.',
  );

export const timedOut = () =>
  new AppError(
    'provider_timeout',
    'The writing service took too long to answer. Please try again.',
  );

const unavailable = (message: string) => new AppError('provider_unavailable', message);

/** Whether trying the same call again may work: rate limits, server errors, dropped connections. */
export function isRetryable(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.isRetryable;
  return isNetworkError(error);
}

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    (error.name === 'TypeError' && /fetch failed/i.test(error.message)) ||
    /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|UND_ERR/.test(cause?.code ?? '') ||
    (APICallError.isInstance(error) && error.statusCode === undefined)
  );
}

/** Milliseconds the provider asked us to wait, from Retry-After or retry-after-ms. */
export function retryAfterMs(error: unknown): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const headers = error.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers['retry-after']);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return undefined;
}

/** Turns whatever a provider call threw into an error a user understands. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    const status = error.statusCode;
    if (status === 408 || status === 504) return timedOut();
    if (status === 429) {
      return unavailable('The writing service is busy right now. Please try again in a minute.');
    }
    if (status === 401 || status === 403) {
      return unavailable('The writing service refused the request. Please try again later.');
    }
    if (status >= 500) {
      return unavailable(
        'The writing service is not available right now. Please try again shortly.',
      );
    }
    return unavailable('The writing service could not handle the request. Please try again later.');
  }
  if (
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error) ||
    EmptyResponseBodyError.isInstance(error)
  ) {
    return badAnswer();
  }
  if (LoadAPIKeyError.isInstance(error)) {
    return unavailable('The writing service is not set up correctly. Please try again later.');
  }
  return unavailable('The writing service could not be reached. Please try again shortly.');
}
