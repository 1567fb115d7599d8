import { setTimeout as sleep } from 'node:timers/promises';
import { bearer, signIn } from '../lib/http';
import { DATABASE_LABEL, PEOPLE, type ProductServer } from '../lib/product';
import { ms, type Check } from '../lib/report';
import { percentile, round } from '../lib/stats';

/** Whole-library calls made at once. */
const CALLS = 8;
/** Pause between two `/healthz` probes. */
const PROBE_GAP_MS = 10;

async function timedHealthz(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${url}/healthz`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
  return performance.now() - start;
}

/** Probes `/healthz` one request at a time until `done` settles; answers each latency in ms. */
async function probeUntil(url: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const samples: number[] = [];
  while (!finished) {
    samples.push(await timedHealthz(url));
    await sleep(PROBE_GAP_MS);
  }
  return samples;
}

/**
 * Eight calls at once listing the whole 10,000-tweet library (no `limit`), with `/healthz` probed
 * one request at a time throughout: how long the server makes everyone else wait while it
 * answers. The bodies are read as bytes, not parsed, so the bench's own work stays small.
 */
export async function measureLibraryCalls(input: {
  product: ProductServer;
  log: (line: string) => void;
}): Promise<Check> {
  const { product } = input;
  const db = DATABASE_LABEL[product.database];
  const token = await signIn(product.url, PEOPLE.large);
  const url = `${product.url}/api/v0/posts/tweets`;

  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await timedHealthz(product.url));

  input.log(`  ${db}: ${CALLS} whole-library calls at once, /healthz probed`);
  const start = performance.now();
  const calls = Promise.all(
    Array.from({ length: CALLS }, async () => {
      const response = await fetch(url, { headers: bearer(token) });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return bytes;
    }),
  );
  const during = await probeUntil(product.url, calls);
  const sizes = await calls;
  const seconds = (performance.now() - start) / 1000;
  const posts = product.tweetIds.get(PEOPLE.large.email)!.length;

  const max = Math.max(...during);
  const figures = {
    idleP50Ms: round(percentile(idle, 0.5)),
    p50Ms: round(percentile(during, 0.5)),
    p99Ms: round(percentile(during, 0.99)),
    maxMs: round(max),
    probes: during.length,
    callsSeconds: round(seconds),
    answerBytes: sizes[0]!,
  };
  return {
    measure: `Library ${db} /healthz during ${CALLS} calls listing a whole library (no limit)`,
    figure:
      `max ${ms(max)}, p99 ${ms(figures.p99Ms)}, p50 ${ms(figures.p50Ms)} (idle p50 ${ms(figures.idleP50Ms)}; ` +
      `${during.length} probes); the calls took ${figures.callsSeconds} s, ` +
      `${(figures.answerBytes / 1e6).toFixed(1)} MB each (up to ${posts.toLocaleString('en')} posts)`,
    // Reported, not held to a budget: on two shared cores the probe's wait is mostly the machine's.
    budget: '-',
    ok: null,
    data: { database: product.database, calls: CALLS, ...figures },
  };
}
