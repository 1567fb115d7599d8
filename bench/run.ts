// `npm run bench`: every budget of docs/design.md section 7 measured against the production build,
// one table printed, the figures written to bench/results/latest.json, exit 1 when one is missed.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE_LABEL, startBaseline, startProduct, type DatabaseKind } from './lib/product';
import { ROOT, runCommand } from './lib/processes';
import { cpuTimes, formatTable, machine, mb, stealShare, type Check } from './lib/report';
import { measureDashboardJavaScript } from './sections/dashboard-js';
import { measureLibraryCalls } from './sections/library';
import { measurePublishedScale } from './sections/published-scale';
import { measureHistoryImport } from './sections/history-import';
import { measureGenerationOverhead } from './sections/overhead';
import { measurePublishing } from './sections/publishing';
import { measurePublishingAtScale } from './sections/publishing-at-scale';
import { measureScale } from './sections/scale';
import { measureSoak, REPORT_FLAGS } from './sections/soak';
import { measureStartupMemory } from './sections/startup';
import { measureStyle } from './sections/style';
import { measureThroughput } from './sections/throughput';
import { measureUploads } from './sections/uploads';
import { measureWeb, webIsBuilt } from './sections/web';

const RSS_BUDGET_BYTES = 300 * 1024 ** 2;

const ALL_SECTIONS = [
  'startup',
  'api',
  'library',
  'scale',
  'published-scale',
  'soak',
  'web',
  'dashboard',
  'overhead',
  'publishing',
  'at-scale',
  'uploads',
  'import',
  'style',
].join(',');

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    /** Comma-separated subset of ALL_SECTIONS (all by default). */
    only: { type: 'string', default: ALL_SECTIONS },
    /** Set for a child process measuring one group (`SEPARATE_GROUPS`): its checks go here. */
    'checks-to': { type: 'string' },
  },
});
const sections = new Set(options.only.split(','));
/** Sections measured against the seeded product server of `measureDatabase`. */
const PRODUCT_SECTIONS = ['api', 'library', 'soak', 'scale', 'published-scale', 'web'];

/**
 * 1,000 publications due within one minute: 100 people with 10 each (every fifth a thread), the
 * people's accounts a third each on X, Bluesky and Mastodon.
 */
const PUBLISHING = {
  people: 100,
  postsEach: 10,
  threadEvery: 5,
  spreadSeconds: 60,
  postDelayMs: 50,
  postgresWorkers: 2,
};

/**
 * 10,000 publications due within one minute: 1,000 people with one account each (a third on each
 * network) and 10 publications each, in each of the section's two rounds.
 */
const AT_SCALE = {
  people: 1_000,
  postsEach: 10,
  threadEvery: 5,
  spreadSeconds: 60,
  postDelayMs: 50,
  workers: 2,
};

const log = (line: string) => console.log(line);
const resultsDir = path.join(ROOT, 'bench/results');
const settings = options.quick
  ? {
      load: { seconds: 3, warmUpSeconds: 1, connections: 10 },
      reads: 60,
      deletes: 20,
      overhead: 300,
      lighthouseRuns: 1,
      publishing: { ...PUBLISHING, people: 20, spreadSeconds: 12 },
      atScale: { ...AT_SCALE, people: 60, postsEach: 5, spreadSeconds: 12 },
      soak: {
        phases: [10, 50].map((connections) => ({ connections, seconds: 5 })),
        idleSeconds: 2,
      },
    }
  : {
      load: { seconds: 10, warmUpSeconds: 3, connections: 10 },
      reads: 200,
      deletes: 40,
      overhead: 2000,
      lighthouseRuns: 3,
      publishing: PUBLISHING,
      atScale: AT_SCALE,
      soak: {
        phases: [10, 50].map((connections) => ({ connections, seconds: 30 })),
        idleSeconds: 10,
      },
    };
// Profiles (--profile) are written per server process, for `node --cpu-prof` analysis.
const nodeFlags = options.profile
  ? ['--cpu-prof', `--cpu-prof-dir=${path.join(resultsDir, 'profiles')}`]
  : [];

async function measureDatabase(database: DatabaseKind, postgresUrl?: string): Promise<Check[]> {
  log(`${DATABASE_LABEL[database]}: seeding and starting the servers`);
  const product = await startProduct({
    database,
    postgresUrl,
    nodeFlags: [...nodeFlags, ...REPORT_FLAGS],
    publishedHistory: sections.has('published-scale'),
  });
  const baseline = await startBaseline({ product, nodeFlags });
  const checks: Check[] = [];
  try {
    const webBuilt = webIsBuilt();
    if (sections.has('api')) {
      checks.push(
        ...(await measureThroughput({ product, baseline, settings: settings.load, webBuilt, log })),
      );
    }
    if (sections.has('library')) checks.push(await measureLibraryCalls({ product, log }));
    if (sections.has('soak')) {
      checks.push(await measureSoak({ product, settings: settings.soak, webBuilt, log }));
    }
    if (sections.has('scale')) {
      checks.push(
        ...(await measureScale({
          product,
          settings: { reads: settings.reads, deletes: settings.deletes },
          log,
        })),
      );
    }
    if (sections.has('published-scale')) {
      checks.push(...(await measurePublishedScale({ product, reads: settings.reads, log })));
    }
    if (database === 'pglite' && sections.has('web') && !options['skip-web']) {
      checks.push(
        ...(webBuilt
          ? await measureWeb({ baseUrl: product.url, runs: settings.lighthouseRuns, log })
          : [notMeasured('Lighthouse and JavaScript size', 'the web app is not built')]),
      );
    }
    const rss = product.rss();
    checks.push({
      measure: `Server RSS after the run, ${DATABASE_LABEL[database]}`,
      figure: mb(rss),
      budget: `< ${mb(RSS_BUDGET_BYTES)}`,
      ok: rss < RSS_BUDGET_BYTES,
      data: { database, rssBytes: rss },
    });
  } finally {
    await baseline.stop();
    await product.stop();
  }
  return checks;
}

/**
 * The sections measured with servers and fakes of their own, each group in a process of its own
 * (`import` and `style` together: style reads the import's posts). The fakes and clients run in
 * the bench's process; after the product sections its heap has grown by hundreds of megabytes,
 * and its collections then delayed the fakes' answers and the clients' timings.
 */
const SEPARATE_GROUPS = [
  ['publishing'],
  ['at-scale'],
  ['uploads'],
  ['dashboard'],
  ['import', 'style'],
  ['overhead'],
];

async function measureInChildProcess(group: string[]): Promise<Check[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-'));
  const file = path.join(dir, 'checks.json');
  const passed = Object.entries(options)
    .filter(([name, value]) => value === true && name !== 'no-build')
    .map(([name]) => `--${name}`);
  const args = [process.argv[1]!, '--no-build', '--only', group.join(','), '--checks-to', file];
  try {
    await runCommand(process.execPath, [...process.execArgv, ...args, ...passed]);
    return JSON.parse(readFileSync(file, 'utf8')) as Check[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureSeparateSections(
  databases: readonly DatabaseKind[],
  postgresUrl: string | undefined,
): Promise<Check[]> {
  const checks: Check[] = [];
  for (const database of databases) {
    if (!sections.has('publishing')) break;
    log(`${DATABASE_LABEL[database]}: publishing`);
    checks.push(
      ...(await measurePublishing({
        database,
        postgresUrl,
        settings: settings.publishing,
        nodeFlags,
        log,
      })),
    );
  }
  if (sections.has('at-scale') && postgresUrl) {
    log('PostgreSQL: publishing at scale');
    checks.push(
      ...(await measurePublishingAtScale({
        postgresUrl,
        settings: settings.atScale,
        nodeFlags,
        log,
      })),
    );
  }
  if (sections.has('uploads')) checks.push(...(await measureUploads({ nodeFlags, log })));
  if (sections.has('dashboard') && !options['skip-web']) {
    checks.push(
      webIsBuilt()
        ? await measureDashboardJavaScript({ nodeFlags, log })
        : notMeasured('JavaScript of the dashboard', 'the web app is not built'),
    );
  }
  for (const database of databases) {
    if (!sections.has('import')) break;
    log(`${DATABASE_LABEL[database]}: history import`);
    checks.push(await measureHistoryImport({ database, postgresUrl, nodeFlags, log }));
    if (!sections.has('style')) break;
    log(`${DATABASE_LABEL[database]}: style and best times`);
    checks.push(
      ...(await measureStyle({
        postgresUrl: database === 'postgres' ? postgresUrl : undefined,
        runs: settings.reads,
        log,
      })),
    );
  }
  for (const database of databases) {
    if (!sections.has('overhead')) break;
    checks.push(
      await measureGenerationOverhead({ database, postgresUrl, requests: settings.overhead, log }),
    );
  }

  return checks;
}

/** Nothing measured is no pass: a selection such as `--only style` alone (style needs the import's posts) measures nothing. */
function verdict(measured: number, missed: number): string {
  if (measured === 0) return 'No budget was measured: check --only (style runs after import).';
  return missed === 0 ? 'Every budget holds.' : `${missed} budget(s) missed.`;
}

function notMeasured(measure: string, reason: string): Check {
  return { measure, figure: `not measured: ${reason}`, budget: '-', ok: false, data: { reason } };
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machineAtStart = machine();
  const cpuAtStart = cpuTimes();
  if (!options['no-build']) await runCommand('npm', ['run', 'build']);
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  }

  const postgresUrl = options['skip-postgres'] ? undefined : process.env.TEST_DATABASE_URL;
  const checks: Check[] = [];
  if (sections.has('startup')) checks.push(...(await measureStartupMemory({ nodeFlags, log })));
  const databases = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
  const productSections = PRODUCT_SECTIONS.some((section) => sections.has(section));
  if (productSections) checks.push(...(await measureDatabase('pglite')));
  if (postgresUrl && productSections)
    checks.push(...(await measureDatabase('postgres', postgresUrl)));
  // Said once, by the parent: a child process measures with the same environment.
  if (!postgresUrl && !options['skip-postgres'] && !options['checks-to']) {
    checks.push(
      notMeasured('PostgreSQL', 'TEST_DATABASE_URL is not set (run through npm run bench)'),
    );
  }

  if (options['checks-to']) {
    checks.push(...(await measureSeparateSections(databases, postgresUrl)));
    writeFileSync(options['checks-to'], JSON.stringify(checks));
    return;
  }
  for (const group of SEPARATE_GROUPS.filter((one) => one.some((name) => sections.has(name)))) {
    checks.push(...(await measureInChildProcess(group.filter((name) => sections.has(name)))));
  }

  const missed = checks.filter((check) => check.ok === false);
  const report = {
    startedAt: startedAt.toISOString(),
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: {
      ...machineAtStart,
      loadAverageAtEnd: machine().loadAverage,
      hostSteal: stealShare(cpuAtStart, cpuTimes()),
    },
    options,
    settings,
    passed: checks.length > 0 && missed.length === 0,
    checks,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const m = report.machine;
  console.log(
    `\nQuillpost benchmark, ${startedAt.toISOString()}: ${m.nproc} CPUs (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ` +
      `load average ${m.loadAverage.join(' ')} at start, ${m.loadAverageAtEnd.join(' ')} at end` +
      (m.hostSteal ? `, CPU time taken by the host (steal) ${m.hostSteal}.\n` : '.\n'),
  );
  console.log(formatTable(checks));
  console.log(
    `\n${verdict(checks.length, missed.length)} ` +
      `Figures in bench/results/latest.json (${report.seconds} s).`,
  );
  process.exit(report.passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
