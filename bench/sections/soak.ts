import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bearer, signIn } from '../lib/http';
import { describeErrors, fire, type LoadCase } from '../lib/load';
import { DATABASE_LABEL, PEOPLE, type ProductServer } from '../lib/product';
import { mb, type Check } from '../lib/report';

const RSS_BUDGET_BYTES = 300 * 1024 ** 2;
const SAMPLE_EVERY_MS = 1_000;
/** Where the server writes a diagnostic report on SIGUSR2 (see `REPORT_FLAGS`). */
export const REPORTS_DIR = path.join(import.meta.dirname, '../results/reports');
/** Node flags that make the server write its heap figures on SIGUSR2, without stopping it. */
export const REPORT_FLAGS = ['--report-on-signal', `--report-directory=${REPORTS_DIR}`];

export interface SoakSettings {
  /** Seconds of mixed traffic at each number of connections, one phase after the other. */
  phases: { connections: number; seconds: number }[];
  /** Seconds without traffic after the phases, still sampled. */
  idleSeconds: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  file: boolean;
  sizeKb: number;
  rssKb: number;
}

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start, end, perms, name] = header;
      list.push({
        start: BigInt(`0x${start}`),
        end: BigInt(`0x${end}`),
        perms: perms!,
        file: name!.startsWith('/'),
        sizeKb: 0,
        rssKb: 0,
      });
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field && list.length > 0)
      list.at(-1)![field[1] === 'Size' ? 'sizeKb' : 'rssKb'] = Number(field[2]);
  }
  return list;
}

/**
 * Where the resident memory is, from /proc/PID/smaps: WebAssembly memory (PGlite's: V8 maps a
 * wasm memory as its accessible part followed by gigabytes of inaccessible guard pages), files
 * mapped in (the Node binary and libraries), and every other anonymous mapping (V8's heap and
 * code, malloc arenas, buffers).
 */
function residentByKind(pid: number) {
  const kinds = { wasmBytes: 0, fileBytes: 0, otherAnonymousBytes: 0 };
  const list = mappings(pid);
  list.forEach((mapping, i) => {
    const next = list[i + 1];
    const bytes = mapping.rssKb * 1024;
    const wasm =
      !mapping.file &&
      next !== undefined &&
      next.start === mapping.end &&
      next.perms === '---p' &&
      next.sizeKb >= 1024 ** 2;
    if (mapping.file) kinds.fileBytes += bytes;
    else if (wasm) kinds.wasmBytes += bytes;
    else kinds.otherAnonymousBytes += bytes;
  });
  return kinds;
}

/** The server's own figures for its JavaScript heap, from a diagnostic report (SIGUSR2). */
async function heapReport(pid: number) {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const file = readdirSync(REPORTS_DIR, { withFileTypes: true }).find((f) =>
      f.name.endsWith('.json'),
    );
    if (!file) continue;
    try {
      const report = JSON.parse(readFileSync(path.join(REPORTS_DIR, file.name), 'utf8'));
      const heap = report.javascriptHeap;
      return {
        heapCommittedBytes: heap.totalCommittedMemory as number,
        heapUsedBytes: heap.usedMemory as number,
        externalBytes: heap.externalMemory as number,
        mallocedBytes: heap.mallocedMemory as number,
      };
    } catch {
      // Still being written.
    }
  }
  return undefined;
}

/**
 * Mixed traffic (first page of the list, a generation, the app shell, the account) at 10, then
 * 50 connections, then idle, with the server's RSS sampled every second: the curve and its peak,
 * and where the memory is at the peak.
 */
export async function measureSoak(input: {
  product: ProductServer;
  settings: SoakSettings;
  webBuilt: boolean;
  log: (line: string) => void;
}): Promise<Check> {
  const { product, settings } = input;
  const db = DATABASE_LABEL[product.database];
  const lister = bearer(await signIn(product.url, PEOPLE.lister));
  const writer = bearer(await signIn(product.url, PEOPLE.writer));
  const json = { 'content-type': 'application/json' };
  const mixed: LoadCase = {
    url: product.url,
    requests: [
      { method: 'GET', path: '/api/v0/posts/tweets?limit=50', headers: lister },
      {
        method: 'POST',
        path: '/api/v0/posts/tweets',
        headers: { ...writer, ...json },
        body: JSON.stringify({
          title: 'Soak',
          format: 'Quick Tips',
          voice: 'casual',
          tags: 'tech',
        }),
      },
      ...(input.webBuilt ? [{ method: 'GET' as const, path: '/' }] : []),
      { method: 'GET', path: '/api/v0/users/me', headers: lister },
    ],
  };

  const start = performance.now();
  const samples: { seconds: number; rssBytes: number; phase: string }[] = [];
  let phase = 'start';
  const sample = () =>
    samples.push({
      seconds: Math.round((performance.now() - start) / 100) / 10,
      rssBytes: product.rss(),
      phase,
    });
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const phases = [];
  let atPeak: Awaited<ReturnType<typeof heapReport>>;
  let smapsAtPeak: ReturnType<typeof residentByKind> | undefined;
  try {
    for (const { connections, seconds } of settings.phases) {
      phase = `${connections} connections`;
      input.log(`  ${db}: soak, mixed traffic at ${connections} connections for ${seconds} s`);
      const { result, errorsByKind } = await fire(
        mixed,
        { connections, seconds, warmUpSeconds: 0 },
        seconds,
      );
      smapsAtPeak = residentByKind(product.pid);
      phases.push({
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        errorsByKind,
      });
    }
    atPeak = await heapReport(product.pid);
    phase = 'idle';
    await sleep(settings.idleSeconds * 1000);
  } finally {
    clearInterval(sampler);
  }
  sample();

  const peak = Math.max(...samples.map((s) => s.rssBytes));
  const during = samples.filter((s) => s.phase !== 'idle' && s.phase !== 'start');
  const afterIdle = samples.at(-1)!.rssBytes;
  const curve = samples
    .filter((_, i) => i % 5 === 0)
    .map((s) => mb(s.rssBytes).replace(' MiB', ''));
  const errors = phases.reduce((sum, p) => sum + p.errors, 0);
  const byKind: Record<string, number> = {};
  for (const p of phases) {
    for (const [kind, n] of Object.entries(p.errorsByKind)) byKind[kind] = (byKind[kind] ?? 0) + n;
  }
  const breakdown =
    smapsAtPeak &&
    `wasm ${mb(smapsAtPeak.wasmBytes)}, files ${mb(smapsAtPeak.fileBytes)}, other anonymous ${mb(smapsAtPeak.otherAnonymousBytes)}` +
      (atPeak
        ? ` (JS heap ${mb(atPeak.heapCommittedBytes)} committed, ${mb(atPeak.heapUsedBytes)} used, external ${mb(atPeak.externalBytes)})`
        : '');
  return {
    measure: `Soak ${db} RSS through mixed traffic at ${settings.phases.map((p) => p.connections).join(', then ')} connections`,
    figure:
      `peak ${mb(peak)}, ${mb(afterIdle)} after ${settings.idleSeconds} s idle; ` +
      `every 5 s (MiB): ${curve.join(' ')}; at the peak: ${breakdown ?? '-'}; ` +
      `${phases.map((p) => `${p.connections} conn ${p.requestsPerSecond.toLocaleString('en')} req/s`).join(', ')}, ` +
      describeErrors(errors, byKind),
    budget: `peak < ${mb(RSS_BUDGET_BYTES)}, 0 errors`,
    ok: during.length > 0 && peak < RSS_BUDGET_BYTES && errors === 0,
    data: {
      database: product.database,
      peakBytes: peak,
      afterIdleBytes: afterIdle,
      samples,
      phases,
      atPeak: { ...smapsAtPeak, ...atPeak },
    },
  };
}
