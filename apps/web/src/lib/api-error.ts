import {
  ERROR_CODES,
  ZErrorResponse,
  type ClientErrorCode,
  type ErrorCode,
} from '@quillpost/shared';

/**
 * What every failed API call rejects with: the server's `{ message, code }` and the HTTP status,
 * or for a failure with no answer (no connection, a stream cut short) a client code and status 0.
 * Details the server adds (a plan limit's `resetsAt`, say) are kept in `details`.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | ClientErrorCode,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * From an error answer's body and status (for an error inside a stream, the code's own status).
   * A body that is not `{ message, code }` still gives one, from the status.
   */
  static fromAnswer(status: number | undefined, body: unknown): ApiError {
    const parsed = ZErrorResponse.safeParse(body);
    if (parsed.success) {
      const { message, code, ...details } = parsed.data;
      return new ApiError(message, code, status ?? ERROR_CODES[code], details);
    }
    if (status === undefined) return new ApiError(errorMessage(body), 'internal_error', 500);
    return new ApiError(
      `The server answered ${status}. Please try again.`,
      codeOfStatus(status),
      status,
    );
  }
}

function codeOfStatus(status: number): ErrorCode {
  const codes = Object.keys(ERROR_CODES) as ErrorCode[];
  return codes.find((code) => ERROR_CODES[code] === status) ?? 'internal_error';
}

/** The message to show for any failure: an ApiError's, or a plain object's from a test double. */
export function errorMessage(failure: unknown): string {
  if (failure && typeof failure === 'object' && 'message' in failure) {
    const message = (failure as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}

export function errorCode(failure: unknown): string | undefined {
  if (failure && typeof failure === 'object' && 'code' in failure) {
    const code = (failure as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
