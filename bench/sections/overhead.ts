import { execFile, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MEMORY_BOUNDS } from '../../apps/server/src/lib/heap';
import type { OverheadTiming } from '../lib/overhead-server';
import {
  createPostgresDatabase,
  DATABASE_LABEL,
  LOAD_ENV,
  type DatabaseKind,
} from '../lib/product';
import { signIn } from '../lib/http';
import { cleanEnv, ROOT } from '../lib/processes';
import { cpuTimes, ms, stealShare, type Check } from '../lib/report';
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

/** The server of `overhead-server.ts`, started with the product's memory settings. */
async function startOverheadServer(env: Record<string, string | undefined>) {
  const child = fork(path.join(ROOT, 'bench/lib/overhead-server.ts'), {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', MEMORY_BOUNDS.nodeFlag],
    env: cleanEnv({ ...MEMORY_BOUNDS.env, ...env }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string }));
    child.once('exit', (code) => reject(new Error(`The overhead server exited with ${code}`)));
  });
  return {
    url,
    /** The timings of every POST so far; the server then closes. */
    async report(): Promise<OverheadTiming[]> {
      const timings = new Promise<OverheadTiming[]>((resolve) =>
        child.once('message', (message) => resolve(message as OverheadTiming[])),
      );
      child.send('report');
      const answer = await timings;
      await exited;
      return answer;
    },
    stop: () => child.kill('SIGKILL'),
  };
}

/**
 * The whole server in a process of its own (not the bench's, whose heap holds every earlier
 * section's data), its generation engine answering instantly, answering POSTs that another
 * process sends one at a time over HTTP. Each is timed inside the server, from the moment its
 * request arrives until its answer is written.
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
  const server = await startOverheadServer({
    ...LOAD_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  try {
    const { url } = server;
    const token = await signIn(url, { name: 'Overhead', email: 'overhead@bench.quillpost.test' });
    const warmUp = Math.ceil(input.requests / 10);
    const cpuBefore = cpuTimes();
    await runClient([`${url}/api/v0/posts/tweets`, token, warmUp + input.requests]);
    const steal = stealShare(cpuBefore, cpuTimes());
    const measured = (await server.report()).slice(warmUp);
    const samples = measured.map((timing) => timing.ms);
    const cpuSamples = measured.map((timing) => timing.cpuMs);
    const p50 = percentile(samples, 0.5);
    const p99 = percentile(samples, 0.99);
    // CPU time is what the server's process spent meanwhile, its GC threads included (for
    // PostgreSQL it leaves out the database server's own process).
    const cpuP99 = percentile(cpuSamples, 0.99);
    return {
      measure: `Generation overhead ${db}, p99 (instant engine, requests from another process)`,
      figure:
        `${ms(p99)} (p50 ${ms(p50)}; CPU time p99 ${ms(cpuP99)}, p50 ${ms(percentile(cpuSamples, 0.5))}; n=${samples.length}` +
        `${steal ? `; host steal ${steal}` : ''})`,
      budget: `< ${BUDGET_MS} ms`,
      ok: p99 < BUDGET_MS,
      data: {
        database: input.database,
        p50Ms: p50,
        p99Ms: p99,
        cpuP50Ms: percentile(cpuSamples, 0.5),
        cpuP99Ms: cpuP99,
        requests: samples.length,
        hostSteal: steal,
      },
    };
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
