// Bundles a server entry point: npm packages stay external, the workspace's own code is inlined.
import { build } from 'esbuild';

/** @param {{ entry: string, outfile: string }} input */
export async function bundleServer({ entry, outfile }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@quillpost/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
