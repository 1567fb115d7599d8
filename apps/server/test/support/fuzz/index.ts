import type { App } from '../../../src/types';
import { describeFailure, problemWith } from './answers';
import { casesFor, type FuzzCase } from './cases';
import type { Operation } from './operations';
import { createRandom, seedOf } from './random';
import { plausibleStrings } from './values';

export { listOperations, type Operation } from './operations';
export { seededUser, type FuzzUser } from './user';

/** The seed of every run: change it to explore other cases, keep it to repeat these. */
export const FUZZ_SEED = 20261125;

/** Without a token most operations stop at the 401, so fewer cases suffice. */
const SIGNED_OUT_CASES = 20;

/** Authorization headers of someone not signed in: none, or one that proves nothing. */
const NOT_SIGNED_IN = [
  undefined,
  undefined,
  'Bearer',
  'Bearer a.b.c',
  'Basic Zm9vOmJhcg==',
  `Bearer ${'x'.repeat(8_000)}`,
  'Bearer eyJhbGciOiJIUzI1NiJ9.%%%.x',
];

export interface FuzzRun {
  sent: number;
  /** Each wrong answer, with the request that got it. */
  failures: string[];
}

/**
 * Sends the operation its hostile cases, one after another, through `app.inject()`: as the user
 * with `token`, or, without one, a sample of them with no or a worthless Authorization header.
 * The cases come from a generator seeded by FUZZ_SEED and the operation, so every run sends the
 * same ones (ids of the user's own things aside).
 */
export async function fuzzOperation(
  app: App,
  operation: Operation,
  user: { token?: string; own: string[] },
): Promise<FuzzRun> {
  const signedIn = user.token !== undefined;
  const random = createRandom(
    seedOf(`${FUZZ_SEED} ${operation.method} ${operation.path} ${signedIn ? 'in' : 'out'}`),
  );
  const known = { own: user.own, plausible: plausibleStrings(app.deps.now()) };
  let cases: FuzzCase[] = casesFor(operation, random, known);
  if (!signedIn) cases = random.sample(cases, SIGNED_OUT_CASES);
  const failures: string[] = [];
  for (const fuzzCase of cases) {
    const authorization = signedIn ? `Bearer ${user.token}` : random.pick(NOT_SIGNED_IN);
    if (authorization) fuzzCase.headers.authorization = authorization;
    const response = await app.inject({
      method: fuzzCase.method as 'GET',
      url: fuzzCase.url,
      headers: fuzzCase.headers,
      payload: fuzzCase.payload,
    });
    const problem = problemWith(response, fuzzCase, operation.documented);
    if (problem) {
      if (signedIn) fuzzCase.headers.authorization = 'Bearer <the signed-in user>';
      failures.push(describeFailure(fuzzCase, response, problem));
    }
  }
  return { sent: cases.length, failures };
}

/** The failures of a run as one message: each wrong answer and the request that got it. */
export function reportOf(operation: Operation, run: FuzzRun): string {
  return [
    `${run.failures.length} of ${run.sent} answers to ${operation.method} ${operation.path} were wrong (seed ${FUZZ_SEED}):`,
    ...run.failures,
  ].join('\n');
}
