import autocannon, { type Result } from 'autocannon';
import { median, round } from './stats';

export interface LoadCase {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Mixed traffic: each connection sends these in turn (paths on `url`'s origin). */
  requests?: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers outside 2xx. */
  errors: number;
  /**
   * The errors by kind, so none is just a count: `status 503` for an answer outside 2xx,
   * `timeout` for no answer within autocannon's timeout, a socket error's code (`ECONNRESET`).
   */
  errorsByKind: Record<string, number>;
  requests: number;
}

export interface LoadSettings {
  seconds: number;
  warmUpSeconds: number;
  connections: number;
}

/** autocannon's own message for a request that got no answer within its `timeout`. */
const TIMED_OUT = 'request timed out';

export async function fire(target: LoadCase, settings: LoadSettings, seconds: number) {
  const errorsByKind: Record<string, number> = {};
  const result = await new Promise<Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        requests: target.requests,
        connections: settings.connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.message === TIMED_OUT ? 'timeout' : (error.code ?? error.message);
      errorsByKind[kind] = (errorsByKind[kind] ?? 0) + 1;
    });
  });
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) errorsByKind[`status ${status}`] = count;
  }
  return { result, errorsByKind };
}

/** A warm-up (not recorded), then the measured run on the same keep-alive connections setup. */
export async function measureLoad(target: LoadCase, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmUpSeconds > 0) await fire(target, settings, settings.warmUpSeconds);
  const { result, errorsByKind } = await fire(target, settings, settings.seconds);
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    errorsByKind,
    requests: result['2xx'] + result.non2xx,
  };
}

/** Several runs of one target as one result: their median rate and p50, worst p99, all errors. */
function combine(runs: LoadResult[]): LoadResult {
  const errorsByKind: Record<string, number> = {};
  for (const run of runs) {
    for (const [kind, count] of Object.entries(run.errorsByKind)) {
      errorsByKind[kind] = (errorsByKind[kind] ?? 0) + count;
    }
  }
  return {
    requestsPerSecond: round(median(runs.map((run) => run.requestsPerSecond)), 0),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    errorsByKind,
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
  };
}

export interface PairedResult {
  target: LoadResult;
  reference: LoadResult;
  /** target / reference, the median of the rounds' ratios. */
  ratio: number;
  roundRatios: number[];
}

/**
 * Two targets measured in alternating rounds (reference first, then target first, and so on),
 * each round `settings.seconds / rounds` long, and compared round by round. On a shared machine
 * the speed available changes from one ten-second window to the next; a ratio of two runs taken
 * at different times measured that change as much as the two servers (decision 093).
 */
export async function measurePaired(input: {
  target: LoadCase;
  reference: LoadCase;
  settings: LoadSettings;
  rounds: number;
}): Promise<PairedResult> {
  const { settings, rounds } = input;
  const round1 = { ...settings, seconds: Math.max(1, Math.round(settings.seconds / rounds)) };
  const later = { ...round1, warmUpSeconds: 0 };
  const runs: Record<'target' | 'reference', LoadResult[]> = { target: [], reference: [] };
  for (let index = 0; index < rounds; index++) {
    const timing = index === 0 ? round1 : later;
    const order =
      index % 2 === 0 ? (['reference', 'target'] as const) : (['target', 'reference'] as const);
    for (const side of order) runs[side].push(await measureLoad(input[side], timing));
  }
  const roundRatios = runs.target.map((run, index) =>
    round(run.requestsPerSecond / Math.max(1, runs.reference[index]!.requestsPerSecond), 2),
  );
  return {
    target: combine(runs.target),
    reference: combine(runs.reference),
    ratio: round(median(roundRatios), 2),
    roundRatios,
  };
}

/** "0 errors", or the count with its kinds: "2,198 errors (ECONNRESET 2,190, timeout 8)". */
export function describeErrors(errors: number, byKind: Record<string, number>): string {
  if (errors === 0) return '0 errors';
  const kinds = Object.entries(byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${count.toLocaleString('en')}`);
  return `${errors.toLocaleString('en')} errors (${kinds.join(', ')})`;
}
