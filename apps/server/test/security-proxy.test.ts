import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { App } from '../src/types';
import { useTestApps } from './support/app';

const signInFrom = (app: App, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: 'name=Ada&email=ada%40example.com',
  });

const randomAddress = () =>
  `198.51.100.${Math.floor(Math.random() * 254) + 1}, 192.0.2.${Math.floor(Math.random() * 254) + 1}`;

describe('TRUST_PROXY', () => {
  const createTestApp = useTestApps();

  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
    ['loopback', ['loopback']],
  ])('takes what Fastify takes: %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '1.5', 'example.com'])('refuses %s naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('with one proxy, a client rotating the left-most X-Forwarded-For entries stays limited', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: '1', RATE_LIMIT_SIGNINS_PER_MINUTE: '3' },
    });
    // The proxy appends the address it saw (203.0.113.7); whatever the client wrote comes first.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await signInFrom(app, `${randomAddress()}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 429, 429]);
    // Another client behind the same proxy has a limit of its own.
    expect((await signInFrom(app, '203.0.113.8')).statusCode).toBe(302);
  });

  it('with the proxy named by address, the same holds', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SIGNINS_PER_MINUTE: '2' },
    });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await signInFrom(app, `${randomAddress()}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([302, 302, 429]);
  });
});
