import { bearer, signIn } from '../lib/http';
import { measureLoad, type LoadCase, type LoadResult, type LoadSettings } from '../lib/load';
import { DATABASE_LABEL, PEOPLE, type ProductServer } from '../lib/product';
import type { RunningServer } from '../lib/processes';
import type { Check } from '../lib/report';
import { round } from '../lib/stats';

export const LIST_PAGE_SIZE = 50;
const MIN_RATIO = 0.5;

const describe = (r: LoadResult) =>
  `${r.requestsPerSecond.toLocaleString('en')} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors`;

/**
 * (a) the bare Fastify baseline, (b) the first page of a 1,000-tweet library, (c) a generation with
 * the offline engine, (d) the app shell; the baseline runs again at the end, and the ratios are
 * against the mean of both baseline runs, so drift from other work on the machine cancels out.
 */
export async function measureThroughput(input: {
  product: ProductServer;
  baseline: RunningServer;
  settings: LoadSettings;
  webBuilt: boolean;
  log: (line: string) => void;
}): Promise<Check[]> {
  const { product, baseline, settings, log } = input;
  const db = DATABASE_LABEL[product.database];
  const listerToken = await signIn(product.url, PEOPLE.lister);
  const writerToken = await signIn(product.url, PEOPLE.writer);

  const cases: { key: string; label: string; target: LoadCase; skip?: string }[] = [
    {
      key: 'list',
      label: `(b) GET /api/v0/posts/tweets?limit=${LIST_PAGE_SIZE}, 1,000 tweets`,
      target: {
        url: `${product.url}/api/v0/posts/tweets?limit=${LIST_PAGE_SIZE}`,
        headers: bearer(listerToken),
      },
    },
    {
      key: 'generate',
      label: '(c) POST /api/v0/posts/tweets, offline engine',
      target: {
        url: `${product.url}/api/v0/posts/tweets`,
        method: 'POST',
        headers: { ...bearer(writerToken), 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Why small pull requests ship faster',
          format: 'Quick Tips',
          voice: 'casual',
          tags: 'tech',
        }),
      },
    },
    {
      key: 'shell',
      label: '(d) GET / (app shell)',
      target: { url: `${product.url}/` },
      skip: input.webBuilt ? undefined : 'the web app is not built (apps/web/dist)',
    },
  ];

  const baselineTarget = { url: `${baseline.url}/hello` };
  log(`  ${db}: (a) baseline`);
  const before = await measureLoad(baselineTarget, settings);
  const results = new Map<string, LoadResult>();
  for (const c of cases) {
    if (c.skip) continue;
    log(`  ${db}: ${c.label}`);
    results.set(c.key, await measureLoad(c.target, settings));
  }
  log(`  ${db}: (a) baseline again`);
  const after = await measureLoad(baselineTarget, settings);
  const baselineRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;

  const checks: Check[] = [
    {
      measure: `API ${db} (a) bare Fastify GET /hello, before / after`,
      figure: `${describe(before)} / ${describe(after)}`,
      budget: '0 errors',
      ok: before.errors === 0 && after.errors === 0,
      data: { database: product.database, case: 'baseline', before, after, baselineRps },
    },
  ];
  for (const c of cases) {
    const result = results.get(c.key);
    if (!result) {
      checks.push({
        measure: `API ${db} ${c.label}`,
        figure: `not measured: ${c.skip}`,
        budget: '0 errors',
        ok: false,
        data: { database: product.database, case: c.key, skipped: c.skip },
      });
      continue;
    }
    const ratio = round(result.requestsPerSecond / baselineRps, 2);
    const held = c.key !== 'shell';
    checks.push({
      measure: `API ${db} ${c.label}`,
      figure: `${describe(result)} (${ratio} x baseline)`,
      budget: held ? `>= ${MIN_RATIO} x baseline, 0 errors` : '0 errors',
      ok: result.errors === 0 && (!held || ratio >= MIN_RATIO),
      data: { database: product.database, case: c.key, ...result, ratio },
    });
  }
  return checks;
}
