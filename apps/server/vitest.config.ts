import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The loopback certificate for HTTPS fakes, made once for the run (@quillpost/testing).
    globalSetup: ['@quillpost/testing/vitest-global-setup'],
  },
});
