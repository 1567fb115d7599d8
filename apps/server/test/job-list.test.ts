import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { JOB_WORKERS } from '../src/jobs/list';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The name of every job `defineJob` makes anywhere in the server's sources. */
function definedJobNames(): string[] {
  const source = path.join(serverRoot, 'src');
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const text = readFileSync(path.join(source, file), 'utf8');
      return [...text.matchAll(/defineJob\(\{\s*name:\s*'([^']+)'/g)].map((match) => match[1]!);
    });
}

describe('the list of jobs', () => {
  it('names every job the sources define, once', () => {
    const listed = JOB_WORKERS.map((worker) => worker.job.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(definedJobNames().sort());
  });

  it('is started by a worker process that never builds the HTTP app', async () => {
    const bundled = await build({
      entryPoints: [path.join(serverRoot, 'src/worker.ts')],
      absWorkingDir: serverRoot,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      packages: 'external',
    });
    const modules = Object.keys(bundled.metafile.inputs);
    expect(modules).not.toContain('src/app.ts');
    expect(modules).toContain('src/jobs/list.ts');
  });
});
