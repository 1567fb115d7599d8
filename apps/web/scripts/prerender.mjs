// Writes the marketing pages (/ and /pricing) to dist/prerendered/*.html after the client build:
// the app's own components rendered to HTML (src/app/static/render.tsx, built for Node in
// .prerender/), in the built index.html with its app script swapped for the pages' small one.
import { readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, '.prerender');
const { renderPage, PRERENDERED_PATHS } = await import(path.join(ssrDir, 'render.js'));

const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const enhance = manifest['src/app/static/enhance.ts'];
const preloads = (enhance.imports ?? []).map((key) => manifest[key].file);

// These pages load no React until someone picks a plan; a larger script means it crept back in.
const SCRIPT_BUDGET_GZIP = 10_000;
const scriptBytes = await Promise.all(
  [enhance.file, ...preloads].map(
    async (file) => gzipSync(await readFile(path.join(dist, file))).length,
  ),
);
const scriptTotal = scriptBytes.reduce((sum, bytes) => sum + bytes, 0);
if (scriptTotal > SCRIPT_BUDGET_GZIP) {
  throw new Error(
    `The prerendered pages' script is ${scriptTotal} B gzipped (budget ${SCRIPT_BUDGET_GZIP} B)`,
  );
}

const shell = (await readFile(path.join(dist, 'index.html'), 'utf8'))
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const scripts = [
  '<script src="/boot.js"></script>',
  `<script type="module" crossorigin src="/${enhance.file}"></script>`,
  ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
].join('\n    ');

/** React hoists a page's <title> and <meta> to the front of its markup: they go to <head>. */
function pageHtml(markup) {
  const [, hoisted = ''] = /^((?:<title>[^<]*<\/title>|<meta [^>]*\/>)*)/.exec(markup) ?? [];
  let html = shell.replace('<link rel="stylesheet"', `${scripts}\n    <link rel="stylesheet"`);
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const description = /<meta name="description"[^>]*\/>/.exec(hoisted)?.[0];
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  if (description) html = html.replace(/<meta\s+name="description"[\s\S]*?\/>/, description);
  return html.replace('<div id="root"></div>', markup.slice(hoisted.length));
}

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PRERENDERED_PATHS) {
  const name = page === '/' ? 'index' : page.slice(1);
  await writeFile(path.join(dist, 'prerendered', `${name}.html`), pageHtml(renderPage(page)));
}
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
