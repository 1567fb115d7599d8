import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const offline = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/generation/offline',
);
const logicFiles = readdirSync(offline).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

/**
 * Quoted text of four words or more, outside comments, error messages and `${...}`: a phrase
 * meant for a reader of the post.
 */
function phrasesIn(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(/new Error\([^)]*\)/g, '')
    .replace(/\$\{[^}]*\}/g, '');
  return [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)]
    .map((match) => match[2]!)
    .filter((text) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 4);
}

describe('the offline engine keeps its copy apart from its logic', () => {
  it.each(logicFiles)('%s holds no phrase; phrases live in offline/copy/', (name) => {
    expect(phrasesIn(readFileSync(path.join(offline, name), 'utf8'))).toEqual([]);
  });

  it('finds a phrase where one is planted', () => {
    expect(phrasesIn("const x = 'Start with the smallest version';")).toHaveLength(1);
  });
});
