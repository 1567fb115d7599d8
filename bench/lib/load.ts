import autocannon, { type Result } from 'autocannon';
import { round } from './stats';

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

/** "0 errors", or the count with its kinds: "2,198 errors (ECONNRESET 2,190, timeout 8)". */
export function describeErrors(errors: number, byKind: Record<string, number>): string {
  if (errors === 0) return '0 errors';
  const kinds = Object.entries(byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${count.toLocaleString('en')}`);
  return `${errors.toLocaleString('en')} errors (${kinds.join(', ')})`;
}
