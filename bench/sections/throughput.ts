import { bearer, signIn } from '../lib/http';
import {
  describeErrors,
  measureLoad,
  measurePaired,
  type LoadCase,
  type LoadResult,
  type LoadSettings,
  type PairedResult,
} from '../lib/load';
import { DATABASE_LABEL, PEOPLE, type ProductServer } from '../lib/product';
import type { RunningServer } from '../lib/processes';
import type { Check } from '../lib/report';
import { round } from '../lib/stats';

export const LIST_PAGE_SIZE = 50;
const MIN_RATIO = 0.5;
/** (b) and (c) alternate with their bare route in this many rounds (decision 093). */
const PAIRED_ROUNDS = 3;

const describe = (r: LoadResult) =>
  `${r.requestsPerSecond.toLocaleString('en')} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${describeErrors(r.errors, r.errorsByKind)}`;

/**
 * (a) the bare Fastify baseline, (b) the first page of a 1,000-tweet library, (c) a generation with
 * the offline engine, (d) the app shell. (b) and (c) are each held against a bare Fastify route
 * doing only their essential work (the same query; the same engine and insert), measured in
 * alternating rounds with them (decision 093); the empty route runs before and after everything,
 * for reference (decision 044).
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
  const generationBody = JSON.stringify({
    title: 'Why small pull requests ship faster',
    format: 'Quick Tips',
    voice: 'casual',
    tags: 'tech',
  });
  const json = { 'content-type': 'application/json' };

  const cases: {
    key: string;
    label: string;
    target: LoadCase;
    bare?: { label: string; target: LoadCase };
    skip?: string;
  }[] = [
    {
      key: 'list',
      label: `(b) GET /api/v0/posts/tweets?limit=${LIST_PAGE_SIZE}, 1,000 tweets`,
      target: {
        url: `${product.url}/api/v0/posts/tweets?limit=${LIST_PAGE_SIZE}`,
        headers: bearer(listerToken),
      },
      bare: { label: 'the same query', target: { url: `${baseline.url}/list` } },
    },
    {
      key: 'generate',
      label: '(c) POST /api/v0/posts/tweets, offline engine',
      target: {
        url: `${product.url}/api/v0/posts/tweets`,
        method: 'POST',
        headers: { ...bearer(writerToken), ...json },
        body: generationBody,
      },
      bare: {
        label: 'the same engine and insert',
        target: {
          url: `${baseline.url}/generate`,
          method: 'POST',
          headers: json,
          body: generationBody,
        },
      },
    },
    {
      key: 'shell',
      label: '(d) GET / (app shell)',
      target: { url: `${product.url}/` },
      skip: input.webBuilt ? undefined : 'the web app is not built (apps/web/dist)',
    },
  ];

  const helloTarget = { url: `${baseline.url}/hello` };
  log(`  ${db}: (a) baseline`);
  const before = await measureLoad(helloTarget, settings);
  const results = new Map<string, { result: LoadResult; paired?: PairedResult }>();
  for (const c of cases) {
    if (c.skip) continue;
    if (c.bare) {
      log(`  ${db}: ${c.label}, in ${PAIRED_ROUNDS} rounds with bare Fastify, ${c.bare.label}`);
      const paired = await measurePaired({
        target: c.target,
        reference: c.bare.target,
        settings,
        rounds: PAIRED_ROUNDS,
      });
      results.set(c.key, { result: paired.target, paired });
      continue;
    }
    log(`  ${db}: ${c.label}`);
    results.set(c.key, { result: await measureLoad(c.target, settings) });
  }
  log(`  ${db}: (a) baseline again`);
  const after = await measureLoad(helloTarget, settings);
  const helloRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;

  const checks: Check[] = [
    {
      measure: `API ${db} (a) bare Fastify GET /hello, before / after`,
      figure: `${describe(before)} / ${describe(after)}`,
      budget: '0 errors',
      ok: before.errors === 0 && after.errors === 0,
      data: { database: product.database, case: 'baseline', before, after, baselineRps: helloRps },
    },
  ];
  for (const c of cases) {
    const measured = results.get(c.key);
    if (!measured) {
      checks.push({
        measure: `API ${db} ${c.label}`,
        figure: `not measured: ${c.skip}`,
        budget: '0 errors',
        ok: false,
        data: { database: product.database, case: c.key, skipped: c.skip },
      });
      continue;
    }
    const { result, paired } = measured;
    const helloRatio = round(result.requestsPerSecond / helloRps, 2);
    if (!paired) {
      checks.push({
        measure: `API ${db} ${c.label}`,
        figure: `${describe(result)} (${helloRatio} x /hello)`,
        budget: '0 errors',
        ok: result.errors === 0,
        data: { database: product.database, case: c.key, ...result, helloRatio },
      });
      continue;
    }
    const { reference: bare, ratio, roundRatios } = paired;
    checks.push({
      measure: `API ${db} ${c.label}`,
      figure:
        `${describe(result)}; ${ratio} x bare Fastify doing ${c.bare!.label} ` +
        `(${bare.requestsPerSecond.toLocaleString('en')} req/s, ${describeErrors(bare.errors, bare.errorsByKind)}), ` +
        `median of rounds ${roundRatios.join(', ')}; ${helloRatio} x /hello`,
      budget: `>= ${MIN_RATIO} x bare route with the same essential work, 0 errors`,
      ok: result.errors === 0 && bare.errors === 0 && ratio >= MIN_RATIO,
      data: {
        database: product.database,
        case: c.key,
        ...result,
        ratio,
        roundRatios,
        bare,
        helloRatio,
      },
    });
  }
  return checks;
}
