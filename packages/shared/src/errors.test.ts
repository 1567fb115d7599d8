import { describe, expect, it } from 'vitest';
import { ERROR_CODES, INTERNAL_ERROR_BODY, ZErrorResponse } from './errors';

describe('the error vocabulary', () => {
  it('accepts an answer with a known code and keeps its details', () => {
    const answer = { message: 'No generations left.', code: 'plan_limit_reached', limit: 30 };
    expect(ZErrorResponse.parse(answer)).toEqual(answer);
  });

  it('is closed: a code outside the vocabulary is refused', () => {
    expect(ZErrorResponse.safeParse({ message: 'Oops', code: 'oops' }).success).toBe(false);
  });

  it('has one internal-error body, with the status of its code', () => {
    expect(ZErrorResponse.parse(INTERNAL_ERROR_BODY)).toEqual(INTERNAL_ERROR_BODY);
    expect(ERROR_CODES[INTERNAL_ERROR_BODY.code]).toBe(500);
  });
});
