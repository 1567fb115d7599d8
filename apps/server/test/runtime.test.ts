import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { devDependencies: Record<string, string>; allowScripts?: Record<string, boolean> };

const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

// npm scripts and npx put node_modules/.bin first on the PATH, where the `node` package puts the
// Node binary it installs: the tests run on that Node whatever Node runs npm.
describe('runtime', () => {
  it('is the Node major of the `node` package the project depends on', () => {
    expect(major(process.versions.node)).toBe(major(rootPackage.devDependencies.node!));
  });

  it('lets the `node` package run its install step, which fetches the binary', () => {
    expect(rootPackage.allowScripts?.node).toBe(true);
  });
});
