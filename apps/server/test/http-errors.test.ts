import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@quillpost/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';

/** Sends raw bytes to the server and answers everything it writes back until it closes. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as object;

describe('every answer keeps { message, code } with a documented code', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  const port = () => (app.server.address() as AddressInfo).port;

  it('a broken %-escape in the address is 400 invalid_input', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v0/posts/tweets/%',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'invalid_input' });
  });

  it('an id longer than any id is 404 not_found', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v0/posts/tweets/${'a'.repeat(5000)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  it('malformed HTTP is a 400 with a JSON body and a code', async () => {
    const raw = await rawExchange(port(), 'THIS IS NOT HTTP\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(bodyOf(raw)).toEqual({ message: expect.any(String), code: 'invalid_input' });
  });

  it('headers too large are 431 headers_too_large', async () => {
    const raw = await rawExchange(
      port(),
      `GET /readyz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(raw)).toMatchObject({ code: 'headers_too_large' });
    expect(ERROR_CODES.headers_too_large).toBe(431);
  });

  it('a description with characters no post may hold is 400 naming the field, not a 502', async () => {
    for (const title of ['\uffff\ufffe', 'Ship \u202Asmall']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v0/posts/tweets',
        headers: bearer(token),
        payload: postBody({ title }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
      expect(response.json<{ message: string }>().message).toMatch(/^title .*U\+/);
    }
  });

  it('limit takes plain decimal digits only', async () => {
    for (const limit of ['0x10', '1e1', '+5', ' 5', '5.0', '0', '101']) {
      const response = await app.inject({
        url: `/api/v0/posts/tweets?limit=${encodeURIComponent(limit)}`,
        headers: bearer(token),
      });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^limit/);
    }
    const ten = await app.inject({ url: '/api/v0/posts/tweets?limit=10', headers: bearer(token) });
    expect(ten.statusCode).toBe(200);
  });

  it('ideas take only tweet or thread as their format', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/ideas',
      headers: bearer(token),
      payload: postBody({ format: 'Quick Tips' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
    expect(response.json<{ message: string }>().message).toMatch(/^format.*tweet, thread/);
  });
});
