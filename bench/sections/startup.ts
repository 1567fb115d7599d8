import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOAD_ENV } from '../lib/product';
import { ROOT, startNodeServer } from '../lib/processes';
import { mb, type Check } from '../lib/report';

const BUDGET_BYTES = 400 * 1024 ** 2;
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * The kernel's high-water mark of the process's resident memory (VmHWM): its peak since the
 * process image started, so no sampling can miss a spike. The server replaces itself once at
 * start (lib/heap.ts), which resets the mark: it is the server's own peak, not its launcher's.
 */
function peakResident(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`No VmHWM for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * `npm start`'s server on PGlite, from its start to `/readyz`: once on an empty folder (creating
 * the database and running every migration), then again on the same folder, as after a restart.
 */
export async function measureStartupMemory(input: {
  nodeFlags: string[];
  log: (line: string) => void;
}): Promise<Check[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-startup-'));
  const checks: Check[] = [];
  try {
    for (const start of ['first start, empty folder', 'restart, same folder'] as const) {
      input.log(`  PGlite: peak RSS from start to ready (${start})`);
      const startedAt = performance.now();
      const server = await startNodeServer({
        name: `Quillpost (PGlite, ${start})`,
        script: SERVER,
        env: { ...LOAD_ENV, DATA_DIR: dataDir },
        nodeFlags: input.nodeFlags,
        readyPath: '/readyz',
      });
      const readyMs = Math.round(performance.now() - startedAt);
      const peak = peakResident(server.pid);
      const atReady = server.rss();
      await server.stop();
      checks.push({
        measure: `Server peak RSS from start to ready, PGlite (${start})`,
        figure: `${mb(peak)} (${mb(atReady)} at ready, ready in ${(readyMs / 1000).toFixed(1)} s)`,
        budget: `< ${mb(BUDGET_BYTES)}`,
        ok: peak < BUDGET_BYTES,
        data: { start, peakBytes: peak, atReadyBytes: atReady, readyMs },
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}
