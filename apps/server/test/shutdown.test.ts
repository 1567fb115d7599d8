import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitUntil } from './support/publishing';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads one HTTP answer from a kept-alive socket, or the way the socket ended instead. */
function nextAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.readableEnded || socket.destroyed) return resolve('closed without an answer');
    let received = '';
    const done = (outcome: string) => {
      socket.off('data', onData);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      const head = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (head !== -1 && length && received.length >= head + 4 + Number(length)) done(received);
    };
    socket.on('data', onData);
    socket.once('error', (error: NodeJS.ErrnoException) => done(`socket error ${error.code}`));
    socket.once('end', () => done(received || 'closed without an answer'));
  });
}

const REQUEST = 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';

describe('shutdown on SIGTERM', () => {
  it('answers a request on a kept-alive connection with 503 and Connection: close, never a reset', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillpost-shutdown-')),
        // At info the server says when it starts to shut down: the test waits for that line.
        LOG_LEVEL: 'info',
        PORT: '0',
      },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /running at http:\/\/[^:]+:(\d+)/.exec(stdout);
        if (match) {
          clearInterval(timer);
          resolve(Number(match[1]));
        }
      }, 50);
      void exited.then(() => reject(new Error('the server exited before it listened')));
    });

    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(REQUEST);
    expect(await nextAnswer(socket)).toMatch(/^HTTP\/1\.1 200 /);

    child.kill('SIGTERM');
    await waitUntil(() => stdout.includes('SIGTERM received'), 'the server to start shutting down');
    socket.write(REQUEST);
    const answer = await nextAnswer(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/^connection: close$/im);
    expect(answer).toContain('"code":"server_unavailable"');
    socket.destroy();
    expect(await exited).toBe(0);
  }, 90_000);
});
