// Writes a PGlite data folder right after initdb beside the server bundle: a new data folder starts
// from it instead of running initdb, which held 300 MiB more than a started server (decision 131).
// Written again only when PGlite's version changes; `src/db/pglite-template.ts` reads it.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';

const INITDB_TEMPLATE_FILE = 'pglite-initdb.tar.gz';

function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** @param {string} distDir */
export async function writeInitdbTemplate(distDir) {
  const file = path.join(distDir, INITDB_TEMPLATE_FILE);
  const stamp = `${file}.json`;
  const made = { pglite: pgliteVersion() };
  if (
    existsSync(file) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === JSON.stringify(made)
  ) {
    return;
  }
  // As in the server (src/db/wasm-tiering.ts): initdb optimised would take 600 MB more.
  v8.setFlagsFromString('--no-wasm-dynamic-tiering --no-wasm-tier-up');
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create('memory://');
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await writeFile(stamp, JSON.stringify(made));
}
