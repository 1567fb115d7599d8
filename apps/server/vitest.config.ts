import { configDefaults, defineProject } from 'vitest/config';

/**
 * Tests that never open the test database: server processes on a PGlite data folder of their
 * own, and pure units. They run the same whichever database the suite is given, so the
 * PostgreSQL run (`TEST_DATABASE_URL` set) leaves them out instead of repeating them unchanged.
 */
const SAME_ON_EVERY_DATABASE = [
  'test/data-dir-lock.test.ts',
  'test/main.test.ts',
  'test/shutdown.test.ts',
  'test/x-process.test.ts',
  'test/generation-gate.test.ts',
  'test/offline-*.test.ts',
  'test/runtime.test.ts',
  'src/generation/**/*.test.ts',
  'src/config/**/*.test.ts',
  'src/lib/**/*.test.ts',
  'src/db/pglite*.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? SAME_ON_EVERY_DATABASE : []),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The loopback certificate for HTTPS fakes, made once for the run (@quillpost/testing).
    globalSetup: ['@quillpost/testing/vitest-global-setup'],
  },
});
