import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');

/** Lints the planted files with the repository's own configuration: rule ids by file. */
async function lintFixtures(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: path.resolve(here, '../../eslint.config.js'),
  });
  const results = await eslint.lintFiles(['apps']);
  return Object.fromEntries(
    results.map((result) => [
      path.relative(fixtures, result.filePath).split(path.sep).join('/'),
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    ]),
  );
}

describe('the lint configuration', () => {
  let problems: Record<string, string[]>;
  beforeAll(async () => {
    problems = await lintFixtures();
  }, 60_000);

  it('rejects a web feature importing another feature', () => {
    expect(problems['apps/web/src/features/pricing/plan-card.ts']).toEqual([
      expect.stringMatching(
        /^boundaries\/import-boundaries: A feature does not import another feature/,
      ),
    ]);
  });

  it('rejects shared web code importing a feature', () => {
    expect(problems['apps/web/src/lib/format-price.ts']).toEqual([
      expect.stringMatching(/^boundaries\/import-boundaries: Shared code does not import features/),
    ]);
  });

  it('rejects a deep import into another server feature, and allows its entry file', () => {
    expect(problems['apps/server/src/posts/deep.ts']).toEqual([
      expect.stringMatching(
        /^boundaries\/import-boundaries: Reach another server feature through its index\.ts/,
      ),
    ]);
    expect(problems['apps/server/src/posts/entry.ts']).toEqual([]);
  });

  it('rejects engine-neutral generation code importing the offline engine', () => {
    expect(problems['apps/server/src/generation/service.ts']).toEqual([
      expect.stringMatching(/^boundaries\/import-boundaries: Engine-neutral generation code/),
    ]);
  });

  it('keeps networks apart: no network imports another, and only create.ts lists them', () => {
    expect(problems['apps/server/src/networks/bluesky/post.ts']).toEqual([
      expect.stringMatching(/^boundaries\/import-boundaries: A network does not import another/),
    ]);
    expect(problems['apps/server/src/networks/registry.ts']).toEqual([
      expect.stringMatching(/^boundaries\/import-boundaries: Only networks\/create.ts/),
    ]);
    expect(problems['apps/server/src/networks/create.ts']).toEqual([]);
  });

  it('rejects an import cycle, even one of type-only imports', () => {
    const cycle =
      'apps/server/src/cycle/first.ts -> apps/server/src/cycle/second.ts -> apps/server/src/cycle/first.ts';
    expect(problems['apps/server/src/cycle/first.ts']).toEqual([
      `boundaries/import-cycles: Import cycle: ${cycle}`,
    ]);
    expect(problems['apps/server/src/cycle/second.ts']).toHaveLength(1);
  });

  it('allows imports within one feature', () => {
    expect(problems['apps/web/src/features/pricing/price.ts']).toEqual([]);
  });
});
