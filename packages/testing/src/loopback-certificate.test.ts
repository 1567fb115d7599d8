import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackCertificate } from './loopback-certificate';

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

  it('is made once per run, before the test files start, and reused from there', () => {
    const made = process.env.QUILLPOST_TEST_TLS_DIR;
    expect(made).toBeTruthy();
    expect(loopbackCertificate().dir).toBe(made);
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

  it('is accepted by a test worker, which the global setup made trust it', async () => {
    expect(await (await fetch(url)).text()).toBe('hello over TLS');
  });

  it('is accepted by a process that trusts it with trustLoopbackCertificate()', async () => {
    const { NODE_EXTRA_CA_CERTS: _, ...env } = process.env;
    const module = new URL('./loopback-certificate.ts', import.meta.url).href;
    const script = `const { trustLoopbackCertificate } = await import(${JSON.stringify(module)});
      trustLoopbackCertificate();
      console.log(await (await fetch(${JSON.stringify(url)})).text());`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env });
    expect(stdout.trim()).toBe('hello over TLS');
  });
});
