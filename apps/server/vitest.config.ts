import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

/**
 * The files whose behaviour depends on the database, the only ones the PostgreSQL run
 * (`TEST_DATABASE_URL` set) holds. PGlite is PostgreSQL's own engine, so SQL answers the same on
 * both; what differs is everything around it, and each group here tests some of that. Every other
 * file runs on PGlite alone (decision 134).
 */
const DATABASE_DEPENDENT = [
  // Migrations, applied by the server as it is deployed.
  'test/migration-*.test.ts',
  // What the server itself decides: query plans and statistics, and its time zone names.
  'test/posts-page-plan.test.ts',
  'test/statistics.test.ts',
  'test/timezones.test.ts',
  // Values through node-postgres instead of PGlite's driver: timestamps, JSON built in SQL,
  // aggregates, bytes (images), named statements on the hot paths.
  'test/posts.test.ts',
  'test/posts-library.test.ts',
  'test/media-*.test.ts',
  'test/style-*.test.ts',
  'test/settings.test.ts',
  'test/auth.test.ts',
  'test/analytics-*.test.ts',
  // The job queue on connections of its own, and work that must happen once when several
  // connections race for it: leases, row and advisory locks, unique claims, counters.
  'test/jobs.test.ts',
  'test/jobs-keyed.test.ts',
  'test/publishing-*.test.ts',
  'test/publications-*.test.ts',
  'test/automations-*.test.ts',
  'test/evergreen-*.test.ts',
  'test/history-*.test.ts',
  'test/networks-workers.test.ts',
  'test/networks-takeover.test.ts',
  'test/networks-history*.test.ts',
  'test/networks-x-spend.test.ts',
  'test/posts-delete-publication.test.ts',
  'test/posts-media.test.ts',
  'test/usage.test.ts',
  'test/assist.test.ts',
  'test/payments-webhook.test.ts',
  'test/x-refresh.test.ts',
  'test/accounts-refresh-lease.test.ts',
  'test/x-sandbox-history.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL
      ? DATABASE_DEPENDENT
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every file imports the whole server: importing it once per worker, not once per file, saves
    // most of the run. Files share nothing but the modules' own caches (decision 134).
    isolate: false,
    // A file spends much of its time waiting (fakes, timers, child processes, the queue's polls):
    // one file more than there are cores keeps them busy (Vitest's default is one fewer).
    maxWorkers: availableParallelism() + 1,
    // Projects with their own number of workers run as groups of their own, one after another.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Made once for the run: the loopback certificate for HTTPS fakes (@quillpost/testing), and
    // the migrated PGlite every test database starts from.
    globalSetup: ['@quillpost/testing/vitest-global-setup', 'test/support/global-setup.ts'],
  },
});
