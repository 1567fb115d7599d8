import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestApp } from './support/app';

/** Sends the start of a request and never the rest; answers what came back once it closed. */
function sendHalf(port: number, bytes: string, waitMs: number) {
  return new Promise<{ closed: boolean; received: string }>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, received });
    }, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closed: true, received });
    });
  });
}

describe('a client that stops sending halfway', () => {
  const app = useTestApp({ timeouts: { headersMs: 300, requestMs: 600 } });
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  const port = () => (app.server.address() as AddressInfo).port;

  it('is cut off when half a body has come, with a 408 request_timeout', async () => {
    const body = JSON.stringify({ title: 'Small pull requests', format: 'x', voice: 'casual' });
    const half =
      'POST /api/v0/posts/tweets HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length + 40}\r\n\r\n${body.slice(0, 20)}`;
    const { closed, received } = await sendHalf(port(), half, 15_000);
    expect(closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"code":"request_timeout"');
  });

  it('is cut off when its headers never end', async () => {
    const { closed } = await sendHalf(port(), 'GET /readyz HTTP/1.1\r\nHost: x\r\n', 15_000);
    expect(closed).toBe(true);
  });
});
