import { describe, expect, it } from 'vitest';
import {
  chunkChain,
  chunksOfFirstLoad,
  heavyModulesOfFirstLoad,
  packageOf,
  type BuiltChunk,
} from './dashboard-first-load';

const WEB = '/repo/apps/web';
const module = (name: string) => `/repo/node_modules/${name}/dist/index.js`;

function chunk(fileName: string, input: Partial<BuiltChunk> = {}): BuiltChunk {
  return { fileName, imports: [], facadeModuleId: null, moduleIds: [], modules: {}, ...input };
}

const roots = [`${WEB}/index.html`, `${WEB}/src/app/routes/dashboard/overview.tsx`];
const bundle = [
  chunk('index.js', { facadeModuleId: roots[0]!, imports: ['react.js'] }),
  chunk('react.js', { moduleIds: [module('react-dom')] }),
  chunk('overview.js', { facadeModuleId: roots[1]!, imports: ['shared.js'] }),
  chunk('shared.js', { moduleIds: [`${WEB}/src/features/posts/kinds.ts`] }),
  chunk('analytics.js', {
    facadeModuleId: `${WEB}/src/app/routes/dashboard/analytics.tsx`,
    imports: ['shared.js'],
    moduleIds: [module('recharts'), `/repo/node_modules/@dnd-kit/core/dist/core.js`],
  }),
];

describe("the dashboard's first load", () => {
  it('is the roots and what they import statically, not the screens loaded later', () => {
    const files = chunksOfFirstLoad(bundle, roots).map((found) => found.fileName);
    expect(files.sort()).toEqual(['index.js', 'overview.js', 'react.js', 'shared.js']);
    expect(heavyModulesOfFirstLoad(bundle, roots, ['recharts', '@dnd-kit/core'])).toEqual([]);
  });

  it('finds a heavy package that a shared chunk carries into it, and the chain', () => {
    const split = bundle.map((item) =>
      item.fileName === 'shared.js' ? { ...item, imports: ['analytics.js'] } : item,
    );
    expect(heavyModulesOfFirstLoad(split, roots, ['recharts', '@dnd-kit/core'])).toEqual([
      { packageName: 'recharts', moduleId: module('recharts'), chunk: 'analytics.js' },
      {
        packageName: '@dnd-kit/core',
        moduleId: '/repo/node_modules/@dnd-kit/core/dist/core.js',
        chunk: 'analytics.js',
      },
    ]);
    expect(chunkChain(split, roots, 'analytics.js')).toEqual([
      'overview.js',
      'shared.js',
      'analytics.js',
    ]);
  });

  it('stops the build when a root no longer has a chunk of its own', () => {
    expect(() => chunksOfFirstLoad(bundle, [`${WEB}/src/app/routes/dashboard/home.tsx`])).toThrow(
      /No built chunk starts at .*home\.tsx/,
    );
  });

  it('reads the package of a module, scoped or not, and none for the app itself', () => {
    expect(packageOf('/repo/node_modules/@dnd-kit/core/dist/core.js')).toBe('@dnd-kit/core');
    expect(packageOf('/repo/node_modules/.pnpm/x/node_modules/recharts/es6/index.js')).toBe(
      'recharts',
    );
    expect(packageOf(`${WEB}/src/features/analytics/index.ts`)).toBeUndefined();
  });
});
