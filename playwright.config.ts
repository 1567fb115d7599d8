import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, GOOGLE_CLIENT, GOOGLE_SERVER_PLAN_LIMIT } from './e2e/support/servers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';

const freshDataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `quillpost-e2e-${name}-`));

const serverEnv = (name: string, port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: freshDataDir(name),
  LOG_LEVEL: 'warn',
  // Every test signs in as its own person from the same address.
  RATE_LIMIT_SIGNINS_PER_MINUTE: '10000',
  RATE_LIMIT_GENERATIONS_PER_MINUTE: '10000',
  ...extra,
});

/**
 * Journeys in Chromium against the production build: `npm run build` once, then two servers,
 * one with the embedded local sign-in and one whose Google sign-in talks to an OpenID Connect
 * test issuer on loopback.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORTS.local}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      // Builds the web app and the server once (unless the test command already has), then runs
      // the test issuer the Google server uses.
      command: `${process.env.QUILLPOST_E2E_BUILT ? '' : 'npm run --silent build && '}quillpost-oidc-issuer ${E2E_PORTS.issuer}`,
      url: `http://127.0.0.1:${E2E_PORTS.issuer}/.well-known/openid-configuration`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${E2E_PORTS.local}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: serverEnv('local', E2E_PORTS.local),
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${E2E_PORTS.google}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: serverEnv('google', E2E_PORTS.google, {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        OIDC_ISSUER: `http://127.0.0.1:${E2E_PORTS.issuer}`,
        PLAN_LIMIT_FREE: String(GOOGLE_SERVER_PLAN_LIMIT),
      }),
    },
  ],
});
