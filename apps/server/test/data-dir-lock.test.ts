import { statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDataDir, startServerProcess, type ServerProcess } from './support/server-process';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('one server per DATA_DIR', { timeout: 240_000 }, () => {
  const started: ServerProcess[] = [];
  const start = (dataDir: string) => {
    const server = startServerProcess({ DATA_DIR: dataDir, QUEUE_WORKER: 'false' });
    started.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  });

  it('a second server on the folder stops at once, naming the folder and the process holding it', async () => {
    const dataDir = freshDataDir();
    const first = start(dataDir);
    const url = await first.running;

    const second = start(dataDir);
    const outcome = await Promise.race([
      second.exited.then((code) => ({ exited: code })),
      second.running.then(() => ({ exited: 'no: it serves too' })),
    ]);
    expect(outcome).toEqual({ exited: 1 });
    const { stderr } = second.output();
    expect(stderr).toContain(path.join(dataDir, 'pglite'));
    expect(stderr).toContain(`process ${first.child.pid}`);
    // The first one still serves.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('a lock left by a killed server is taken over', async () => {
    const dataDir = freshDataDir();
    const first = start(dataDir);
    await first.running;
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(dataDir);
    const url = await second.running;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('keeps the database and the secret readable by their owner only', async () => {
    const dataDir = freshDataDir();
    const server = start(dataDir);
    await server.running;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });
});
