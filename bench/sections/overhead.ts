import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { GenerationService } from '../../apps/server/src/generation';
import {
  createPostgresDatabase,
  DATABASE_LABEL,
  LOAD_ENV,
  type DatabaseKind,
} from '../lib/product';
import { ms, type Check } from '../lib/report';
import { percentile } from '../lib/stats';

const BUDGET_MS = 5;

/** An engine that answers at once: what is left is the server's own time. */
const instantEngine: GenerationService = {
  engine: { name: 'instant', model: 'instant', offline: true },
  generate: async () => ({ content: 'Small pull requests ship faster.' }),
};

/**
 * The whole server in this process, its generation engine answering instantly; each POST is timed
 * from the moment it enters the server until its answer is complete, one at a time.
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
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Overhead&email=overhead%40bench.quillpost.test',
    });
    const token = new URL(signIn.headers.location as string).searchParams.get('token');
    const request = {
      method: 'POST' as const,
      url: '/api/v0/posts/tweets',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: {
        title: 'Why small pull requests ship faster',
        format: 'Quick Tips',
        voice: 'casual',
        tags: 'tech',
      },
    };
    const warmUp = Math.ceil(input.requests / 10);
    const samples: number[] = [];
    const cpuSamples: number[] = [];
    for (let i = 0; i < warmUp + input.requests; i++) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const response = await app.inject(request);
      const elapsed = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (response.statusCode !== 201) {
        throw new Error(`Generation answered ${response.statusCode}: ${response.body}`);
      }
      if (i < warmUp) continue;
      samples.push(elapsed);
      cpuSamples.push((cpu.user + cpu.system) / 1000);
    }
    const p50 = percentile(samples, 0.5);
    const p99 = percentile(samples, 0.99);
    // CPU time is what the server itself spent, whatever else ran on the machine meanwhile (for
    // PostgreSQL it leaves out the database server's own process).
    const cpuP99 = percentile(cpuSamples, 0.99);
    return {
      measure: `Generation overhead ${db}, p99 (instant engine)`,
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
