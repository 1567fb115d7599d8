import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { LOAD_ENV } from '../lib/product';
import { ROOT, startNodeServer } from '../lib/processes';
import { kb, type Check } from '../lib/report';
import { CHUNK_CONTENTS_FILE, type ChunkContents } from '../../apps/web/build/dashboard-first-load';
import { WEB_DIST } from './web';

/** 250 KB read as 250,000 bytes, the stricter reading. */
const BUDGET_BYTES = 250_000;

const gzipped = (urlPath: string) =>
  gzipSync(readFileSync(path.join(WEB_DIST, decodeURIComponent(urlPath)))).length;

/** What each built chunk is made of, when the build wrote it: names the top contributors. */
function chunkContents(): ChunkContents {
  return existsSync(CHUNK_CONTENTS_FILE)
    ? (JSON.parse(readFileSync(CHUNK_CONTENTS_FILE, 'utf8')) as ChunkContents)
    : {};
}

/** The largest files, each with the share of the packages (or app folders) that make up most of it. */
function topContributors(files: { path: string; gzipBytes: number }[], count: number): string[] {
  const contents = chunkContents();
  return [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count)
    .map((file) => {
      const parts = contents[file.path.replace(/^\//, '')] ?? [];
      const total = parts.reduce((sum, item) => sum + item.bytes, 0);
      const made = parts
        .slice(0, 3)
        .map((item) => `${item.name} ${Math.round((item.bytes / total) * 100)} %`)
        .join(', ');
      return `    ${kb(file.gzipBytes).padStart(9)}  ${file.path}${made ? `  (${made})` : ''}`;
    });
}

/**
 * The JavaScript a signed-in person's browser loads when it opens `/dashboard` with an empty
 * cache, each file counted once at its gzipped size: every script and module preload fetched
 * until the home is usable (its greeting shown and no card still loading) and the network has
 * gone quiet after that. Waiting for the network alone ends too early on a busy machine: the
 * route's own chunks are asked for only once the entry has run. The person signs in through the
 * local sign-in form in one browser context; the dashboard is then opened in a fresh context
 * holding only that sign-in (its local storage).
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
      const script = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (script && url.origin === baseUrl) scripts.add(url.pathname);
    });
    await dashboard.goto('/dashboard');
    await dashboard.getByRole('heading', { name: 'Welcome, Dashboard' }).waitFor();
    await dashboard.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'));
    await dashboard.waitForLoadState('networkidle');
    await fresh.close();

    const files = [...scripts]
      .filter((urlPath) => existsSync(path.join(WEB_DIST, decodeURIComponent(urlPath))))
      .map((urlPath) => ({ path: urlPath, gzipBytes: gzipped(urlPath) }));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    input.log(`  ${kb(gzipBytes)} gzipped in ${files.length} files; the largest:`);
    for (const line of topContributors(files, 8)) input.log(line);
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
