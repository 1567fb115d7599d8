import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const pgliteModule = pathToFileURL(path.join(import.meta.dirname, 'pglite.ts')).href;
const serverRoot = path.join(import.meta.dirname, '..', '..');

/** Opens PGlite as the server does and sends it SQL to parse, plan and run, again and again. */
const SCRIPT = `
import { createPglite } from ${JSON.stringify(pgliteModule)};
const client = await createPglite('memory://');
await client.exec('create table notes (id serial primary key, body text not null)');
for (let round = 0; round < 200; round += 1) {
  await client.query('insert into notes (body) values ($1)', ['note ' + round]);
  await client.query(\`select id, body, length(body) from notes where body like 'note %' and id > \${round % 7} order by id desc limit 5\`);
}
await client.close();
`;

const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-tiering-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite in a server process', () => {
  it('keeps its WebAssembly in baseline code, however hot a function gets', async () => {
    const script = path.join(dir, 'hot-queries.mts');
    writeFileSync(script, SCRIPT);
    // A tiering budget this small makes a hot function due for the optimising compiler after a
    // few calls, and synchronous tier-up compiles it before the next one: without the flags, the
    // trace shows optimised functions within the first statements.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--trace-wasm-compilation-times',
        '--wasm-tiering-budget=20000',
        '--wasm-sync-tier-up',
        script,
      ],
      { cwd: serverRoot, env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 64 * 1024 ** 2 },
    );
    const compiled = stdout.split('\n').filter((line) => line.startsWith('Compiled function'));
    expect(compiled.filter((line) => line.includes('using Liftoff')).length).toBeGreaterThan(1000);
    const optimised = compiled.filter((line) => line.includes('using TurboFan'));
    expect(optimised.length, `optimised functions, first: ${optimised[0]}`).toBe(0);
  });
});
