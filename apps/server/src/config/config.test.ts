import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('loadConfig', () => {
  it('has embedded defaults for a first run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LLM_PROVIDER: 'builtin',
      webOrigin: 'http://127.0.0.1:3000',
      publicUrl: 'http://127.0.0.1:3000',
      googleEnabled: false,
      localSignInEnabled: true,
      razorpay: undefined,
      xPrices: { post: 0.015, postWithLink: 0.2, mediaMetadata: 0.005, read: 0.001 },
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ WEB_ORIGIN: 'not a url' }, /WEB_ORIGIN/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ LLM_PROVIDER: 'skynet' }, /LLM_PROVIDER/],
    [{ LLM_PROVIDER: 'openai' }, /LLM_MODEL/],
    [{ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3' }, /LLM_BASE_URL/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /GOOGLE_CLIENT_SECRET/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, /RAZORPAY_KEY_SECRET/],
    [{ RAZORPAY_KEY_SECRET: 'secret-only' }, /RAZORPAY_KEY_ID: required/],
    [{ X_CLIENT_ID: 'x-id' }, /X_CLIENT_SECRET: required when X_CLIENT_ID is set/],
    [{ X_API_URL: 'not a url' }, /X_API_URL/],
    [{ QUEUE_WORKER: 'sometimes' }, /QUEUE_WORKER/],
    [{ PUBLISH_LEASE_SECONDS: '0' }, /PUBLISH_LEASE_SECONDS/],
    [{ ALLOW_LOCAL_SIGNIN: 'maybe' }, /ALLOW_LOCAL_SIGNIN/],
    [{ PLAN_LIMIT_FREE: '-1' }, /PLAN_LIMIT_FREE/],
    [{ X_PRICE_POST: '-0.01' }, /X_PRICE_POST: must be an amount in US dollars/],
    [{ X_PRICE_READ: '1e-3' }, /X_PRICE_READ: must be an amount in US dollars/],
  ])('stops with a message naming the variable (%o)', (env, name) => {
    expect(problemsOf(env)).toMatch(name);
  });

  it('gives each integration a section that is off, or complete with its defaults', () => {
    const offline = loadConfig({});
    expect(offline).toMatchObject({
      google: undefined,
      razorpay: undefined,
      llm: undefined,
      x: undefined,
      queue: { worker: true, publishLeaseSeconds: 30 },
      planLimits: { free: 30, '9_dollars': 300, '19_dollars': 3000 },
    });
    const connected = loadConfig({
      X_CLIENT_ID: 'x-id',
      X_CLIENT_SECRET: 'x-secret',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'rzp-secret',
      QUEUE_WORKER: 'false',
    });
    expect(connected.x).toEqual({
      clientId: 'x-id',
      clientSecret: 'x-secret',
      apiUrl: 'https://api.x.com',
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      encryptionKey: undefined,
    });
    expect(connected.razorpay).toMatchObject({ apiUrl: 'https://api.razorpay.com' });
    expect(connected.queue.worker).toBe(false);
  });

  it('turns local sign-in off when Google is configured or the host is not loopback', () => {
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).localSignInEnabled,
    ).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).localSignInEnabled).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_LOCAL_SIGNIN: 'true' }).localSignInEnabled).toBe(
      true,
    );
    expect(loadConfig({ HOST: '0.0.0.0' }).webOrigin).toBe('http://localhost:3000');
  });

  it('trims a trailing slash from origins', () => {
    const config = loadConfig({
      WEB_ORIGIN: 'https://app.example.com/',
      PUBLIC_URL: 'https://api.example.com/',
    });
    expect(config.webOrigin).toBe('https://app.example.com');
    expect(config.publicUrl).toBe('https://api.example.com');
  });
});
