import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real entry point as a process, the way `npm start` does (from sources here). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-main-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

// A process starting from sources imports the whole server first: the bound of every process start.
const PROCESS_TIMEOUT_MS = 90_000;

describe('server process', () => {
  it(
    'stops at start with a message naming a wrong variable',
    { timeout: PROCESS_TIMEOUT_MS },
    async () => {
      const server = startServer({ PORT: 'not-a-port', LLM_PROVIDER: 'nope' });
      expect(await server.exited).toBe(1);
      const { stderr } = server.output();
      expect(stderr).toMatch(/PORT/);
      expect(stderr).toMatch(/LLM_PROVIDER/);
    },
  );

  it(
    'prints its URL and Node version, serves, and shuts down cleanly on SIGTERM',
    async () => {
      const server = startServer({ PORT: '0' });
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /running at (http:\/\/\S+)/.exec(server.output().stdout);
          if (match) {
            clearInterval(timer);
            resolve(match[1]!);
          }
        }, 50);
        void server.exited.then(() => reject(new Error(`exited early: ${server.output().stderr}`)));
      });
      expect(server.output().stdout).toContain(`on Node ${process.versions.node}`);
      const ready = await fetch(`${url}/readyz`);
      expect(await ready.json()).toEqual({ ok: true });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    PROCESS_TIMEOUT_MS,
  );
});
