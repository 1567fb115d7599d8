import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'quillpost-process-'));

/** The real entry point as a process, the way `npm start` runs it (from sources here). */
export function startServerProcess(env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, DATA_DIR: freshDataDir(), LOG_LEVEL: 'warn', PORT: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  /** Resolves with the server's URL once it serves; rejects when it exits first. */
  const running = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/\S+)/.exec(stdout);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${stderr}`));
    });
  });
  running.catch(() => {});
  return { child, exited, output, running };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;

/**
 * Signs a person in to a server process through the local sign-in form, as a browser would, and
 * answers the headers that carry their access token; fails the test on any other answer.
 */
export async function signInOverHttp(
  url: string,
  person = { name: 'Ada', email: 'ada@example.com' },
): Promise<{ authorization: string }> {
  const response = await fetch(`${url}/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person),
  });
  const location = response.headers.get('location');
  const token = location ? new URL(location).searchParams.get('token') : null;
  if (response.status !== 302 || !token) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return { authorization: `Bearer ${token}` };
}
