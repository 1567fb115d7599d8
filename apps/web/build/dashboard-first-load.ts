import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build says what each chunk is made of, for the bench's report of the first load. */
export const CHUNK_CONTENTS_FILE = path.resolve(import.meta.dirname, '../.chunk-contents.json');

/** What the check needs of a built chunk (a subset of Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  /** Chunks this one imports statically: the browser fetches them before it runs this one. */
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  modules: Record<string, { renderedLength: number }>;
}

/** A chunk's bytes as bundled (before minifying) by package, or by folder for the app's own code. */
export type ChunkContents = Record<string, { name: string; bytes: number }[]>;

/** A module of a heavy package found in the first load, and the chunk that carries it. */
export interface HeavyModule {
  packageName: string;
  moduleId: string;
  chunk: string;
}

/** The package a module id belongs to, or undefined for the app's own source. */
export function packageOf(moduleId: string): string | undefined {
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.replaceAll('\\', '/'))?.[1];
}

/** Where a module's bytes are counted: its package, or its folder under apps/ or packages/. */
function contributorOf(moduleId: string): string {
  const relative = path.relative(path.resolve(import.meta.dirname, '../../..'), moduleId);
  return packageOf(moduleId) ?? relative.split(path.sep).slice(0, 4).join('/');
}

export function chunkContents(chunks: BuiltChunk[]): ChunkContents {
  return Object.fromEntries(
    chunks.map((chunk) => {
      const bytes = new Map<string, number>();
      for (const [id, module] of Object.entries(chunk.modules)) {
        const name = contributorOf(id);
        bytes.set(name, (bytes.get(name) ?? 0) + module.renderedLength);
      }
      const contents = [...bytes]
        .map(([name, size]) => ({ name, bytes: size }))
        .filter((item) => item.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes);
      return [chunk.fileName, contents];
    }),
  );
}

/**
 * Every chunk the browser fetches for the roots: each root's chunk and, transitively, the chunks
 * it imports statically. Dynamic imports are left out; they load when their screen is opened.
 */
export function chunksOfFirstLoad(chunks: BuiltChunk[], rootModules: string[]): BuiltChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = rootModules.map((root) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === root);
    if (!chunk) throw new Error(`No built chunk starts at ${root}: is it still a route's module?`);
    return chunk;
  });
  const found = new Map<string, BuiltChunk>();
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (found.has(chunk.fileName)) continue;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return [...found.values()];
}

/** Modules of the named packages that the first load of the roots carries. */
export function heavyModulesOfFirstLoad(
  chunks: BuiltChunk[],
  rootModules: string[],
  heavyPackages: string[],
): HeavyModule[] {
  return chunksOfFirstLoad(chunks, rootModules).flatMap((chunk) =>
    chunk.moduleIds.flatMap((moduleId) => {
      const packageName = packageOf(moduleId);
      return packageName && heavyPackages.includes(packageName)
        ? [{ packageName, moduleId, chunk: chunk.fileName }]
        : [];
    }),
  );
}

/**
 * Fails the build when a heavy package lands in the dashboard's first load, naming the chain of
 * chunks that pulled it in, so the split that keeps the dashboard light cannot quietly undo itself
 * (decision 133). Also writes what each chunk is made of to CHUNK_CONTENTS_FILE.
 */
export function dashboardFirstLoad(options: {
  /** Source modules, relative to the web app, whose chunks the first load of /dashboard runs. */
  roots: string[];
  heavyPackages: string[];
}): Plugin {
  let root = '';
  return {
    name: 'quillpost:dashboard-first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      writeFileSync(CHUNK_CONTENTS_FILE, `${JSON.stringify(chunkContents(chunks), null, 1)}\n`);
      const rootModules = options.roots.map((file) => path.resolve(root, file));
      const heavy = heavyModulesOfFirstLoad(chunks, rootModules, options.heavyPackages);
      const packages = [...new Set(heavy.map((module) => module.packageName))];
      if (packages.length === 0) return;
      const lines = packages.map((name) => {
        const first = heavy.find((module) => module.packageName === name)!;
        return `${name} (${chunkChain(chunks, rootModules, first.chunk).join(' -> ')})`;
      });
      this.error(
        `The dashboard's first load carries ${lines.join('; and ')}. Load them with the screens that use them.`,
      );
    },
  };
}

/** The chain of static chunk imports from a root's chunk to the named chunk, for the message. */
export function chunkChain(chunks: BuiltChunk[], rootModules: string[], target: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter((chunk) => rootModules.includes(chunk.facadeModuleId ?? ''));
  const cameFrom = new Map<string, string | null>(roots.map((chunk) => [chunk.fileName, null]));
  const queue = roots.map((chunk) => chunk.fileName);
  for (let file = queue.shift(); file !== undefined && file !== target; file = queue.shift()) {
    for (const next of byFile.get(file)?.imports ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  const chain: string[] = [];
  for (let file = cameFrom.has(target) ? target : null; file; file = cameFrom.get(file) ?? null) {
    chain.unshift(file);
  }
  return chain;
}
