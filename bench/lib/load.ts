import autocannon from 'autocannon';
import { round } from './stats';

export interface LoadCase {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers outside 2xx. */
  errors: number;
  requests: number;
}

export interface LoadSettings {
  seconds: number;
  warmUpSeconds: number;
  connections: number;
}

async function fire(target: LoadCase, settings: LoadSettings, seconds: number) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: settings.connections,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
  });
}

/** A warm-up (not recorded), then the measured run on the same keep-alive connections setup. */
export async function measureLoad(target: LoadCase, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmUpSeconds > 0) await fire(target, settings, settings.warmUpSeconds);
  const result = await fire(target, settings, settings.seconds);
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result['2xx'] + result.non2xx,
  };
}
