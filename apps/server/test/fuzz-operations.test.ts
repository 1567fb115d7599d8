import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { fuzzOperation, listOperations, reportOf, seededUser, type FuzzUser } from './support/fuzz';

/**
 * Every operation of the app's OpenAPI document, and every route it hides, gets a bounded set of
 * hostile requests built from its schema (support/fuzz): none may get a 5xx, and every refusal
 * is `{ message, code }`. A failure prints the request, which the same seed sends on every run.
 */
describe('hostile input to every operation', () => {
  // Many users sign in, and the sign-in form is fuzzed too.
  const app = useTestApp({ env: { RATE_LIMIT_SIGNINS_PER_MINUTE: '100000' } });
  const bounded = { timeout: 180_000 };

  it('answers a signed-in user below 500, as { message, code }', bounded, async () => {
    let user: FuzzUser | undefined;
    for (const operation of listOperations(app)) {
      user ??= await seededUser(app);
      const run = await fuzzOperation(app, operation, user);
      expect.soft(run.failures.length, reportOf(operation, run)).toBe(0);
      // Reads share a user; after anything that may change what the user has (or end their
      // session), the next operation starts from a new one, so each case can be sent again.
      if (operation.method !== 'GET') user = undefined;
    }
  });

  it('answers requests without a token below 500, as { message, code }', bounded, async () => {
    const { own } = await seededUser(app);
    for (const operation of listOperations(app)) {
      const run = await fuzzOperation(app, operation, { own });
      expect.soft(run.failures.length, reportOf(operation, run)).toBe(0);
    }
  });
});
