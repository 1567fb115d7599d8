import { describe, expect, it } from 'vitest';
import { AddressRefused } from './safe-address';
import { noAnswerError, sendFailureOf } from './send-failure';

/** What fetch throws when the connection fails: a TypeError whose cause carries the code. */
const fetchFailed = (code: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

describe('a request that got no answer', () => {
  it('was never sent when the connection was refused, so even a post is only unavailable', () => {
    expect(sendFailureOf(fetchFailed('ECONNREFUSED'))).toEqual({
      neverSent: true,
      reason: 'ECONNREFUSED',
    });
    const error = noAnswerError(fetchFailed('ECONNREFUSED'), { name: 'X', creates: true });
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'X could not be reached (ECONNREFUSED)',
    });
  });

  it('may have been acted on when the connection broke after it left: a post is unknown', () => {
    const broken = fetchFailed('ECONNRESET');
    expect(noAnswerError(broken, { name: 'Bluesky', creates: true })).toMatchObject({
      kind: 'outcome_unknown',
      message: 'The connection to Bluesky broke (ECONNRESET)',
    });
    expect(noAnswerError(broken, { name: 'Bluesky' }).kind).toBe('unavailable');
  });

  it('says a timeout plainly, and keeps the address guard’s refusal as the message', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(noAnswerError(timeout, { name: 'example.social', creates: true })).toMatchObject({
      kind: 'outcome_unknown',
      message: 'The connection to example.social broke (no answer in time)',
    });
    const refused = new TypeError('fetch failed', {
      cause: new AddressRefused('instance: a private address is not allowed'),
    });
    expect(noAnswerError(refused, { name: 'example.social', creates: true })).toMatchObject({
      kind: 'unavailable',
      message: 'instance: a private address is not allowed',
    });
  });

  it('is made by the caller’s own error class when it gives one', () => {
    class OwnError extends Error {}
    const made: string[] = [];
    noAnswerError(fetchFailed('ENOTFOUND'), { name: 'X' }, (kind, message) => {
      made.push(`${kind}: ${message}`);
      return new OwnError(message) as never;
    });
    expect(made).toEqual(['unavailable: X could not be reached (ENOTFOUND)']);
  });
});
