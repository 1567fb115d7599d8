// Loaded with `--import` into a server process: appends to IMPORT_PROBE_FILE the name of each
// watched package the first time the process resolves it, so a test can tell what was loaded.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const watched = new Set((process.env.IMPORT_PROBE_PACKAGES ?? '').split(',').filter(Boolean));
const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (watched.has(specifier) && !seen.has(specifier)) {
      seen.add(specifier);
      appendFileSync(process.env.IMPORT_PROBE_FILE, `${specifier}\n`);
    }
    return nextResolve(specifier, context);
  },
});
