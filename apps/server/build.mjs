// Builds the server into dist/main.js and dist/worker.js with PGlite's initdb template beside
// them, then precompresses the built web app.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundleServer } from './bundle.mjs';
import { writeInitdbTemplate } from './initdb-template.mjs';

await bundleServer({ entry: 'src/main.ts', outfile: 'dist/main.js' });
await bundleServer({ entry: 'src/worker.ts', outfile: 'dist/worker.js' });
await writeInitdbTemplate(fileURLToPath(new URL('dist/', import.meta.url)));

// The built web app gets brotli and gzip siblings of its text assets, served by @fastify/static
// (preCompressed) to browsers that accept them: compressed once here rather than on every request.
const webDist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function precompress(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = await readFile(file);
      if (content.length < 1024) continue;
      const brotli = brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      });
      const gzip = gzipSync(content, { level: 9 });
      if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
      if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
    }
  }
}

if (existsSync(webDist)) await precompress(webDist);
