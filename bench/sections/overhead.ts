import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { GenerationService } from '../../apps/server/src/generation';
import {
  createPostgresDatabase,
  DATABASE_LABEL,
  LOAD_ENV,
  type DatabaseKind,
} from '../lib/product';
import { signIn } from '../lib/http';
import { ROOT } from '../lib/processes';
import { ms, type Check } from '../lib/report';
import { percentile } from '../lib/stats';

const BUDGET_MS = 5;

/** The sending side, in a process of its own. */
async function runClient(args: (string | number)[]): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/lib/sequential-posts.ts'), ...args.map(String)],
    { cwd: ROOT },
  );
}

/** An engine that answers at once: what is left is the server's own time. */
const instantEngine: GenerationService = {
  engine: { name: 'instant', model: 'instant', offline: true },
  generate: async () => ({ content: 'Small pull requests ship faster.' }),
};

/**
 * The whole server in this process, its generation engine answering instantly, answering POSTs
 * that another process sends one at a time over HTTP. Each is timed inside the server, from the
 * moment its request arrives until its answer is written.
 */
export async function measureGenerationOverhead(input: {
  database: DatabaseKind;
  postgresUrl?: string;
  requests: number;
  log: (line: string) => void;
}): Promise<Check> {
  const db = DATABASE_LABEL[input.database];
  input.log(`  ${db}: generation overhead, ${input.requests} generations`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-overhead-'));
  const databaseUrl =
    input.database === 'postgres'
      ? await createPostgresDatabase(input.postgresUrl!, 'quillpost_bench_overhead')
      : undefined;
  const config = loadConfig({ ...LOAD_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, generation: instantEngine, webDistDir: '/nonexistent' });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const token = await signIn(url, { name: 'Overhead', email: 'overhead@bench.quillpost.test' });
    const timings: { ms: number; cpuMs: number }[] = [];
    // Before Fastify's own listener: the time starts when the request arrives.
    app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'POST') return;
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      response.once('finish', () => {
        const cpu = process.cpuUsage(cpuStart);
        timings.push({ ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 });
      });
    });
    const warmUp = Math.ceil(input.requests / 10);
    await runClient([`${url}/api/v0/posts/tweets`, token, warmUp + input.requests]);
    const measured = timings.slice(warmUp);
    const samples = measured.map((timing) => timing.ms);
    const cpuSamples = measured.map((timing) => timing.cpuMs);
    const p50 = percentile(samples, 0.5);
    const p99 = percentile(samples, 0.99);
    // CPU time is what the server's process spent meanwhile, its GC threads included (for
    // PostgreSQL it leaves out the database server's own process).
    const cpuP99 = percentile(cpuSamples, 0.99);
    return {
      measure: `Generation overhead ${db}, p99 (instant engine, requests from another process)`,
      figure: `${ms(p99)} (p50 ${ms(p50)}; CPU time p99 ${ms(cpuP99)}, p50 ${ms(percentile(cpuSamples, 0.5))}; n=${samples.length})`,
      budget: `< ${BUDGET_MS} ms`,
      ok: p99 < BUDGET_MS,
      data: {
        database: input.database,
        p50Ms: p50,
        p99Ms: p99,
        cpuP50Ms: percentile(cpuSamples, 0.5),
        cpuP99Ms: cpuP99,
        requests: samples.length,
      },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
