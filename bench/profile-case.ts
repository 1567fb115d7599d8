// Profiles the production server under one load case: `tsx bench/profile-case.ts list|generate|shell
// [pglite|postgres]` writes a .cpuprofile under bench/results/profiles and prints its summary.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bearer, signIn } from './lib/http';
import { measureLoad } from './lib/load';
import { PEOPLE, startProduct, type DatabaseKind } from './lib/product';
import { ROOT } from './lib/processes';

const [which = 'list', database = 'pglite'] = process.argv.slice(2);
const dir = path.join(ROOT, 'bench/results/profiles', which);
rmSync(dir, { recursive: true, force: true });
const product = await startProduct({
  database: database as DatabaseKind,
  postgresUrl: process.env.TEST_DATABASE_URL,
  nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});
try {
  const token = await signIn(product.url, which === 'generate' ? PEOPLE.writer : PEOPLE.lister);
  const target =
    which === 'generate'
      ? {
          url: `${product.url}/api/v0/posts/tweets`,
          method: 'POST' as const,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Small PRs',
            format: 'Quick Tips',
            voice: 'casual',
            tags: 'tech',
          }),
        }
      : which === 'shell'
        ? { url: `${product.url}/` }
        : { url: `${product.url}/api/v0/posts/tweets?limit=50`, headers: bearer(token) };
  const result = await measureLoad(target, { seconds: 8, warmUpSeconds: 1, connections: 10 });
  console.log(which, database, result);
} finally {
  await product.stop();
}
// The server replaces itself once at start (restartWithMemoryBounds), and the process it was
// writes a short profile of its own; the one that served the load is the last written.
const file = readdirSync(dir).sort().at(-1);
execFileSync('npx', ['tsx', 'bench/profile-summary.ts', path.join(dir, file!), '40'], {
  cwd: ROOT,
  stdio: 'inherit',
});
