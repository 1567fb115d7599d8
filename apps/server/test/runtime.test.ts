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

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The engine ranges packages use: `*`, `>=X`, `^X`, `X` (a whole major), joined by `||`. */
function accepts(range: string, version: Version): boolean {
  return range.split('||').some((alternative) => {
    const comparator = alternative.trim().replace(/^(>=|\^)?v/, '$1');
    if (comparator === '*') return true;
    if (comparator.startsWith('>=')) return compare(version, parse(comparator.slice(2))) >= 0;
    const floor = parse(comparator.replace(/^\^/, ''));
    return version[0] === floor[0] && compare(version, floor) >= 0;
  });
}

const lock = JSON.parse(
  readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8'),
) as {
  packages: Record<string, { engines?: { node?: string }; os?: string[]; cpu?: string[] }>;
};

/** A platform's own build (an optional package for another OS or CPU) is never installed here. */
const installsHere = (entry: { os?: string[]; cpu?: string[] }) =>
  (!entry.os || entry.os.includes(process.platform)) &&
  (!entry.cpu || entry.cpu.includes(process.arch));
const rootEngines = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

// The README names the oldest Node that runs `npm ci` without an EBADENGINE warning; that is the
// floor of every alternative in `engines.node`, and every locked package must accept it.
describe('engines', () => {
  it('names only Node versions every installed package accepts', () => {
    const floors = rootEngines.split('||').map((part) => part.trim().replace(/^\^|^>=/, ''));
    for (const floor of floors) {
      const refusing = Object.entries(lock.packages)
        .filter(([, entry]) => installsHere(entry))
        .filter(([, entry]) => entry.engines?.node && !accepts(entry.engines.node, parse(floor)))
        .map(([name, entry]) => `${name} (${entry.engines?.node})`);
      expect(refusing, `Node ${floor}`).toEqual([]);
    }
  });
});
