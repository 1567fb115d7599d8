import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fromRoot = (file: string) => new URL(`../../../${file}`, import.meta.url);
const readJson = <T>(file: string) => JSON.parse(readFileSync(fromRoot(file), 'utf8')) as T;

const rootPackage = readJson<{
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
  engines: { node: string };
}>('package.json');

// npm scripts and npx put node_modules/.bin first on the PATH, where the `node` package puts the
// Node binary it installs: the tests run on that Node whatever Node runs npm.
describe('runtime', () => {
  it('is the binary the `node` package installed, at the version the project pins', () => {
    const installed = readJson<{ version: string }>('node_modules/node/package.json').version;
    expect(installed).toBe(rootPackage.devDependencies.node);
    expect(process.versions.node).toBe(installed);
    expect(realpathSync(process.execPath)).toBe(
      realpathSync(fileURLToPath(fromRoot('node_modules/node/bin/node'))),
    );
  });

  it('is a Node the project says it runs on', () => {
    expect(accepts(rootPackage.engines.node, parse(process.versions.node))).toBe(true);
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

const lock = readJson<{
  packages: Record<string, { engines?: { node?: string }; os?: string[]; cpu?: string[] }>;
}>('package-lock.json');

/** A platform's own build (an optional package for another OS or CPU) is never installed here. */
const installsHere = (entry: { os?: string[]; cpu?: string[] }) =>
  (!entry.os || entry.os.includes(process.platform)) &&
  (!entry.cpu || entry.cpu.includes(process.arch));
const rootEngines = rootPackage.engines.node;

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
