import { describe, expect, it } from 'vitest';
import { AddressRefused, checkUserAddress, guardedFetch, isInternalAddress } from './safe-address';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const check = (raw: string, lookup = resolvesTo('93.184.215.14'), allowPrivate = false) =>
  checkUserAddress(raw, { field: 'instance', allowPrivate, lookup });

describe('addresses people type', () => {
  it('knows internal addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isInternalAddress(ip), ip).toBe(true);
    }
    for (const ip of ['93.184.215.14', '172.32.0.1', '2606:4700::1111', '8.8.8.8']) {
      expect(isInternalAddress(ip), ip).toBe(false);
    }
  });

  it('takes a public https address, with or without its scheme, as its origin', async () => {
    expect((await check('https://mastodon.example/some/path')).href).toBe(
      'https://mastodon.example/',
    );
    expect((await check('mastodon.example')).href).toBe('https://mastodon.example/');
  });

  it('refuses plain http, credentials and loopback, private or link-local targets', async () => {
    await expect(check('http://mastodon.example')).rejects.toThrow(/must be an https:\/\/ address/);
    await expect(check('https://me:pw@mastodon.example')).rejects.toThrow(/user name or password/);
    await expect(check('https://127.0.0.1')).rejects.toThrow(/loopback, private or link-local/);
    await expect(check('https://[::1]:8443')).rejects.toThrow(AddressRefused);
    await expect(check('https://169.254.169.254')).rejects.toThrow(AddressRefused);
  });

  it('refuses a name that resolves inside, even when only one of its addresses does', async () => {
    await expect(check('https://inside.example', resolvesTo('10.0.0.7'))).rejects.toThrow(
      'instance inside.example resolves to a loopback, private or link-local address',
    );
    await expect(
      check('https://mixed.example', resolvesTo('93.184.215.14', '192.168.0.2')),
    ).rejects.toThrow(AddressRefused);
  });

  it('lets private deployments and tests reach their own hosts when allowed', async () => {
    const url = await check('http://127.0.0.1:8443', resolvesTo('127.0.0.1'), true);
    expect(url.href).toBe('http://127.0.0.1:8443/');
  });
});

describe('the guarded fetch', () => {
  it('refuses to connect where a name resolves inside, before anything is sent', async () => {
    const { createServer } = await import('node:http');
    let reached = 0;
    const server = createServer((_, response) => {
      reached++;
      response.end('inside');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const error = await guardedFetch({ allowPrivate: false })(`http://localhost:${port}/`).catch(
        (caught: unknown) => caught,
      );
      expect(String((error as Error).cause)).toMatch(/loopback, private or link-local/);
      const literal = await guardedFetch({ allowPrivate: false })(
        `http://127.0.0.1:${port}/`,
      ).catch((caught: unknown) => caught);
      expect(String((literal as Error).cause)).toMatch(/loopback, private or link-local/);
      expect(reached).toBe(0);
      const allowed = await guardedFetch({ allowPrivate: true })(`http://localhost:${port}/`);
      expect(await allowed.text()).toBe('inside');
    } finally {
      server.close();
    }
  });
});
