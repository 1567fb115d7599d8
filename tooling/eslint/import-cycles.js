import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveImport } from './resolve.js';

/**
 * Reports an import that closes a cycle, type-only imports included (import-x's `no-cycle` skips
 * those, yet a type cycle ties two modules together as surely as a value one). The graph is read
 * with TypeScript's import scanner and resolver, so it needs no parse of the files it walks, and
 * each file's imports are read once per run.
 */

const importsByFile = new Map();

function importsOf(file) {
  let imports = importsByFile.get(file);
  if (!imports) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    imports = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((entry) => resolveImport(entry.fileName, file))
      .filter((target) => target !== undefined);
    importsByFile.set(file, imports);
  }
  return imports;
}

/** The shortest chain of imports from `start` back to `goal`, or undefined when there is none. */
function chainBack(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const chain = [];
        for (let at = next; at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return undefined;
}

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!fs.existsSync(file)) return {};
    const root = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(specifier, file);
      if (!target || target === file) return;
      const chain = chainBack(target, file);
      if (!chain) return;
      const names = [file, ...chain].map((entry) => path.relative(root, entry));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
