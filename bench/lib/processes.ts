import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  /** Resident memory in bytes (VmRSS), read from /proc. */
  rss(): number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Children are stopped even when the run fails or is interrupted. */
function stopAllOnExit(): void {
  for (const child of running) child.kill('SIGKILL');
}
process.on('exit', stopAllOnExit);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAllOnExit();
    process.exit(130);
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function residentMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU time a process has used so far (user and system), in seconds, read from /proc. */
export function cpuSeconds(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;

/** A minimal environment: nothing from the caller's shell changes what is measured. */
export function cleanEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return { PATH, HOME, TMPDIR, LANG, NODE_ENV: 'production', ...extra };
}

interface NodeProcess {
  pid: number;
  output(): string;
  exited(): boolean;
  kill(): void;
  stop(): Promise<void>;
}

/** `node <flags> <script>` with a minimal environment, stopped with the run whatever happens. */
function spawnNode(input: { script: string; env: Record<string, string>; nodeFlags: string[] }) {
  const child = spawn(process.execPath, [...input.nodeFlags, input.script], {
    cwd: ROOT,
    env: cleanEnv(input.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  exited.then(() => running.delete(child));
  const started: NodeProcess = {
    pid: child.pid!,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      if (started.exited()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return started;
}

/** Polls `isReady` until it holds, failing when the process exits first or after 60 s. */
async function waitUntilReady(name: string, started: NodeProcess, isReady: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (started.exited()) {
      throw new Error(`${name} exited before it was ready:\n${started.output()}`);
    }
    if (await isReady()) return;
    if (Date.now() > deadline) {
      started.kill();
      throw new Error(`${name} was not ready within 60 s:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `node <flags> <script>` on a free loopback port and waits for its /ready path.
 * Every server of a run is started this way, so they differ only in what they serve.
 */
export async function startNodeServer(input: {
  name: string;
  script: string;
  env: Record<string, string>;
  nodeFlags: string[];
  readyPath: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = spawnNode({
    ...input,
    env: { ...input.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  await waitUntilReady(input.name, started, () =>
    fetch(url + input.readyPath).then(
      (response) => response.ok,
      () => false,
    ),
  );
  return {
    name: input.name,
    url,
    pid: started.pid,
    rss: () => residentMemory(started.pid),
    stop: started.stop,
  };
}

/** Starts a process that serves no HTTP and waits until its output shows `readyText`. */
export async function startNodeWorker(input: {
  name: string;
  script: string;
  env: Record<string, string>;
  nodeFlags: string[];
  readyText: string;
}): Promise<Omit<RunningServer, 'url'>> {
  const started = spawnNode(input);
  await waitUntilReady(input.name, started, async () => started.output().includes(input.readyText));
  return {
    name: input.name,
    pid: started.pid,
    rss: () => residentMemory(started.pid),
    stop: started.stop,
  };
}

/** Runs a command to completion, streaming its output; throws when it fails. */
export async function runCommand(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${code}`);
}
