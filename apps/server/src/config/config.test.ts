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
      razorpayEnabled: false,
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
    [{ ALLOW_LOCAL_SIGNIN: 'maybe' }, /ALLOW_LOCAL_SIGNIN/],
    [{ PLAN_LIMIT_FREE: '-1' }, /PLAN_LIMIT_FREE/],
  ])('stops with a message naming the variable (%o)', (env, name) => {
    expect(problemsOf(env)).toMatch(name);
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
