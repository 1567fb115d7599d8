import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bearer, signIn } from '../lib/http';
import { DATABASE_LABEL, PEOPLE, type ProductServer } from '../lib/product';
import { ROOT } from '../lib/processes';
import { PUBLISHED_READS, readPath, type PublishedHistory } from '../lib/published-history';
import { executionMs } from '../lib/query-plans';
import { mb, ms, type Check } from '../lib/report';
import { round } from '../lib/stats';
import { compare, timed } from './scale';

const MAX_RATIO = 2;

const LABEL = {
  schedule: 'schedule list (the screen’s first page: not canceled, from = 30 days ago, 100)',
  'schedule figures': 'schedule screen figures of its 100 published items',
  'default page': 'publications list without filters (its default page of 50)',
  'analytics window': 'analytics, last 30 days given as from/to (100 publications each)',
  'analytics default': 'analytics, default period (last 30 days, 100 publications each)',
} as const;

function writePlans(product: ProductServer, history: PublishedHistory): string {
  const file = path.join(ROOT, `bench/results/published-scale-plans-${product.database}.md`);
  const lines = [`# Query plans, ${DATABASE_LABEL[product.database]}`, ''];
  for (const read of PUBLISHED_READS) {
    for (const person of [PEOPLE.small, PEOPLE.large]) {
      lines.push(`## ${LABEL[read]}: ${person.name} (${person.tweets} published)`, '');
      for (const { sql, params, plan } of history.plans[person.email]![read]) {
        lines.push('```sql', sql, `-- params: ${JSON.stringify(params)}`, '```', '');
        lines.push('```', plan, '```', '');
      }
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return path.relative(ROOT, file);
}

const planMs = (history: PublishedHistory, email: string, read: keyof typeof LABEL) =>
  round(
    history.plans[email]![read].reduce((sum, { plan }) => sum + executionMs(plan), 0),
    3,
  );

/**
 * The schedule list and the analytics answer for a person with 10,000 published posts (30 reads
 * of figures each) against one with 100, over periods holding 100 publications for both: the
 * ratio is what the history's size costs. Also writes EXPLAIN ANALYZE of each read's SQL.
 */
export async function measurePublishedScale(input: {
  product: ProductServer;
  reads: number;
  log: (line: string) => void;
}): Promise<Check[]> {
  const { product } = input;
  const history = product.published;
  if (!history) throw new Error('The product was started without a published history');
  const db = DATABASE_LABEL[product.database];
  input.log(`  ${db}: published scale, server RSS before its reads ${mb(product.rss())}`);
  const tokens = {
    small: await signIn(product.url, PEOPLE.small),
    large: await signIn(product.url, PEOPLE.large),
  };
  const plansFile = writePlans(product, history);
  const checks: Check[] = [
    {
      measure: `Published history seeding, ${db}`,
      figure: `${round(history.seedSeconds, 1)} s for ${history.rows.publications} publications and ${history.rows.snapshots} snapshots`,
      budget: '-',
      ok: null,
      data: { database: product.database, ...history.rows, seedSeconds: history.seedSeconds },
    },
  ];
  for (const read of PUBLISHED_READS) {
    input.log(`  ${db}: published scale, ${read}`);
    const url = (email: string) =>
      `${product.url}${readPath(read, history.now, history.figureIds[email]!)}`;
    const result = await compare(input.reads, 10, (library) =>
      timed(url(PEOPLE[library].email), { headers: bearer(tokens[library]) }, 200),
    );
    const ratio = round(result.large / result.small, 2);
    checks.push({
      measure: `Published scale ${db} ${LABEL[read]}, 10,000 vs 100 published`,
      figure: `${ratio} x (median ${ms(result.large)} vs ${ms(result.small)}, n=${result.count})`,
      budget: `<= ${MAX_RATIO} x`,
      ok: ratio <= MAX_RATIO,
      data: {
        database: product.database,
        read,
        ...result,
        ratio,
        planExecutionMs: {
          small: planMs(history, PEOPLE.small.email, read),
          large: planMs(history, PEOPLE.large.email, read),
        },
        plansFile,
      },
    });
  }
  input.log(`  ${db}: published scale, server RSS after its reads ${mb(product.rss())}`);
  return checks;
}
