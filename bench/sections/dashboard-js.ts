import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { LOAD_ENV } from '../lib/product';
import { ROOT, startNodeServer } from '../lib/processes';
import { kb, type Check } from '../lib/report';
import { WEB_DIST } from './web';

/** 250 KB read as 250,000 bytes, the stricter reading. */
const BUDGET_BYTES = 250_000;

const gzipped = (urlPath: string) =>
  gzipSync(readFileSync(path.join(WEB_DIST, decodeURIComponent(urlPath)))).length;

/**
 * The JavaScript a signed-in person's browser loads when it opens `/dashboard` with an empty
 * cache: every script the page fetched until the network went quiet, each counted at its
 * gzipped size. The person signs in through the local sign-in form in one browser context; the
 * dashboard is then opened in a fresh context holding only that sign-in (its local storage).
 */
export async function measureDashboardJavaScript(input: {
  nodeFlags: string[];
  log: (line: string) => void;
}): Promise<Check> {
  input.log('  PGlite: JavaScript of the dashboard on its first load');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-dashboard-'));
  const server = await startNodeServer({
    name: 'Quillpost (PGlite, dashboard)',
    script: path.join(ROOT, 'apps/server/dist/main.js'),
    env: { ...LOAD_ENV, DATA_DIR: dataDir },
    nodeFlags: input.nodeFlags,
    readyPath: '/readyz',
  });
  const baseUrl = server.url;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const signingIn = await browser.newContext({ baseURL: baseUrl });
    const page = await signingIn.newPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Login with Google' }).click();
    await page.getByLabel('Name').fill('Dashboard Reader');
    await page.getByLabel('Email').fill('dashboard@bench.quillpost.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    const storageState = await signingIn.storageState();
    await signingIn.close();

    const fresh = await browser.newContext({ baseURL: baseUrl, storageState });
    const dashboard = await fresh.newPage();
    const scripts = new Set<string>();
    dashboard.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === baseUrl) {
        scripts.add(url.pathname);
      }
    });
    await dashboard.goto('/dashboard', { waitUntil: 'networkidle' });
    await fresh.close();

    const files = [...scripts]
      .filter((urlPath) => existsSync(path.join(WEB_DIST, decodeURIComponent(urlPath))))
      .map((urlPath) => ({ path: urlPath, gzipBytes: gzipped(urlPath) }));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return {
      measure: 'JavaScript of the dashboard on its first load (signed in, empty cache), gzipped',
      figure: `${gzipBytes.toLocaleString('en')} B (${kb(gzipBytes)}; ${files.length} files)`,
      budget: `< ${kb(BUDGET_BYTES)}`,
      ok: files.length > 0 && gzipBytes < BUDGET_BYTES,
      data: { gzipBytes, files },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
