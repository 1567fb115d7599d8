import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT } from '../lib/processes';
import { kb, type Check } from '../lib/report';
import { median } from '../lib/stats';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const REPORTS_DIR = path.join(ROOT, 'bench/results/lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
type Category = keyof typeof CATEGORIES;
/** 100 KB read as 100,000 bytes, the stricter reading. */
const JS_BUDGET_BYTES = 100_000;

export const webIsBuilt = () => existsSync(path.join(WEB_DIST, 'index.html'));

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

/** JavaScript the built index.html loads before anything runs: its module script and preloads. */
export function entryScripts(): string[] {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...scripts, ...preloads])];
}

const distFile = (urlPath: string) => path.join(WEB_DIST, decodeURIComponent(urlPath));

interface Audit {
  url: string;
  scores: Record<Category, number>;
  /** Paths of the scripts Chromium fetched for the page, with the bytes it received. */
  scripts: { path: string; transferBytes: number }[];
  failedAudits: Record<Category, string[]>;
  /** Largest contentful paint (ms) and cumulative layout shift, as Lighthouse simulates them. */
  lcpMs: number;
  cls: number;
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(CATEGORIES),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // The full report of the last run per page, for a look at what the scores are made of.
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
  const scores = Object.fromEntries(
    Object.keys(CATEGORIES).map((key) => [
      key,
      Math.round((lhr.categories[key]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })
    ?.items;
  const scripts = (items ?? [])
    .filter(
      (item) =>
        item.resourceType === 'Script' && String(item.url).startsWith(url.replace(/\/[^/]*$/, '')),
    )
    .map((item) => ({
      path: new URL(String(item.url)).pathname,
      transferBytes: Number(item.transferSize ?? 0),
    }));
  // Per category, the audits that cost it points (for performance: its metrics below full marks).
  const failedAudits = Object.fromEntries(
    Object.keys(CATEGORIES).map((key) => [
      key,
      (lhr.categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''}`.trim()),
    ]),
  ) as Record<Category, string[]>;
  const lcpMs = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  return { url, scores, scripts, failedAudits, lcpMs, cls };
}

/**
 * One audit in a Chromium of its own (a fresh profile each time). Lighthouse sometimes fails to
 * record a trace on a busy machine (NO_NAVSTART, NO_FCP): then it runs again in a new browser.
 */
async function auditWithRetries(url: string, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`    retrying: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      chrome.kill();
    }
  }
}

/** Lighthouse (mobile emulation, its default) three times per page; the median of each score. */
export async function measureWeb(input: {
  baseUrl: string;
  runs: number;
  log: (line: string) => void;
}): Promise<Check[]> {
  const audits = new Map<string, Audit[]>();
  for (const page of ['/', '/pricing']) {
    const runs: Audit[] = [];
    for (let i = 0; i < input.runs; i++) {
      input.log(`  Lighthouse ${page}, run ${i + 1} of ${input.runs}`);
      runs.push(await auditWithRetries(input.baseUrl + page, input.log));
    }
    audits.set(page, runs);
  }

  const checks: Check[] = [];
  for (const [page, runs] of audits) {
    for (const [category, minimum] of Object.entries(CATEGORIES) as [Category, number][]) {
      const scores = runs.map((run) => run.scores[category]);
      const value = median(scores);
      const failing = runs.map((run) => run.failedAudits[category]);
      checks.push({
        measure: `Lighthouse ${page} ${category}`,
        figure: `${value} (runs ${scores.join(', ')})`,
        budget: minimum === 100 ? '100' : `>= ${minimum}`,
        ok: value >= minimum,
        data: { page, category, median: value, scores, failedAudits: failing },
      });
    }
    const lcp = runs.map((run) => run.lcpMs);
    const cls = runs.map((run) => Number(run.cls.toFixed(3)));
    checks.push({
      measure: `Lighthouse ${page} LCP and CLS`,
      figure: `LCP ${(median(lcp) / 1000).toFixed(2)} s (runs ${lcp.join(', ')} ms), CLS ${median(cls)} (runs ${cls.join(', ')})`,
      budget: '-',
      ok: null,
      data: { page, lcpMs: lcp, cls },
    });
  }

  const landing = audits.get('/')![0]!;
  const loaded = landing.scripts.filter((s) => existsSync(distFile(s.path)));
  const gzipBytes = loaded.reduce((sum, s) => sum + gzipped(distFile(s.path)), 0);
  const transferBytes = landing.scripts.reduce((sum, s) => sum + s.transferBytes, 0);
  const entry = entryScripts();
  const entryGzipBytes = entry.reduce((sum, p) => sum + gzipped(distFile(p)), 0);
  checks.push({
    measure: 'JavaScript loaded by / in Chromium, gzipped',
    figure: `${gzipBytes.toLocaleString('en')} B (${kb(gzipBytes)}; ${loaded.length} files; entry graph of index.html ${kb(entryGzipBytes)}; sent ${kb(transferBytes)})`,
    budget: `< ${kb(JS_BUDGET_BYTES)}`,
    ok: gzipBytes < JS_BUDGET_BYTES,
    data: {
      gzipBytes,
      transferBytes,
      entryGzipBytes,
      files: loaded.map((s) => ({ ...s, gzipBytes: gzipped(distFile(s.path)) })),
    },
  });
  return checks;
}
