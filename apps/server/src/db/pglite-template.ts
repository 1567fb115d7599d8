import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A PGlite data folder right after initdb, gzipped, that `npm run build` writes beside the
 * server bundle (`initdb-template.mjs` names the same file; a test writes the template with one
 * and finds it with the other). initdb runs a second PostgreSQL in the process and copies its
 * whole memory: a first start with it peaked 300 MiB above a restart.
 */
const INITDB_TEMPLATE_FILE = 'pglite-initdb.tar.gz';

/** The template beside the running bundle; none when the server runs from its sources. */
export function bundledInitdbTemplate(
  bundleDir = path.dirname(fileURLToPath(import.meta.url)),
): string | undefined {
  const file = path.join(bundleDir, INITDB_TEMPLATE_FILE);
  return existsSync(file) ? file : undefined;
}

/** What a data folder starts from: the template, unless it holds a database already. */
export async function startingDataFor(
  dir: string,
  template: string | undefined,
): Promise<Blob | undefined> {
  if (!template) return undefined;
  const isNew = dir.startsWith('memory://') || !existsSync(path.join(dir, 'PG_VERSION'));
  return isNew ? new Blob([await readFile(template)]) : undefined;
}
