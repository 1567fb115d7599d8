import { ERROR_CODES, type ErrorCode } from '@quillpost/shared';

/** An error meant for the caller: its message is safe to show, its code is the shared vocabulary. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const unauthorized = (message = 'You need to sign in to do that.') =>
  new AppError('unauthorized', message);
export const invalidInput = (message: string) => new AppError('invalid_input', message);
