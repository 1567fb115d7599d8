import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/testing', 'apps/server', 'apps/web', 'tooling'],
  },
});
