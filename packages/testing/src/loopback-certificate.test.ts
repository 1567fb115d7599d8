import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackCertificate, trustLoopbackCertificate } from './loopback-certificate';

const run = promisify(execFile);

describe('loopback certificate', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const { key, cert } = loopbackCertificate();
    server = createServer({ key, cert }, (_request, response) => response.end('hello over TLS'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is made once and then reused from the folder the environment names', () => {
    expect(loopbackCertificate().dir).toBe(loopbackCertificate().dir);
  });

  // fetch() in another Node process, as a server started by the end-to-end tests would call out.
  const fetchFrom = (env: NodeJS.ProcessEnv) =>
    run(
      process.execPath,
      ['-e', `fetch(${JSON.stringify(url)}).then(r => r.text()).then(console.log)`],
      {
        env,
      },
    );

  it('is refused by a process that does not trust the authority', async () => {
    const { NODE_EXTRA_CA_CERTS: _, ...env } = process.env;
    await expect(fetchFrom(env)).rejects.toThrow(/certificate/);
  });

  it('is accepted by a process started with NODE_EXTRA_CA_CERTS', async () => {
    const { stdout } = await fetchFrom({ ...process.env, ...loopbackCertificate().env });
    expect(stdout.trim()).toBe('hello over TLS');
  });

  it('is accepted in this process once trusted', async () => {
    await expect(fetch(url)).rejects.toThrow();
    trustLoopbackCertificate();
    expect(await (await fetch(url)).text()).toBe('hello over TLS');
  });
});
