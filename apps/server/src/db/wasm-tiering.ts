import v8 from 'node:v8';

/**
 * V8's flags that keep WebAssembly in its baseline code (Liftoff): no tier-up when a function
 * gets hot (dynamic tiering), and none in the background for every function (eager tier-up,
 * which is what turning off dynamic tiering alone would do).
 */
export const WASM_BASELINE_ONLY_FLAGS = '--no-wasm-dynamic-tiering --no-wasm-tier-up';

/**
 * PGlite's SQL parser (`raw_parser`, the grammar's one 105 KB function) gets hot within seconds
 * of every start: migrations, the queue's schema and every statement not yet prepared go through
 * it. V8's optimising compiler then took 600 MB of memory and 4 s of a core for that one
 * function, in the middle of the start (decision 131). V8 reads these flags when a module is
 * compiled, so they are set before PGlite compiles its own, whichever process opens it.
 */
export function keepWebAssemblyInBaselineCode(): void {
  v8.setFlagsFromString(WASM_BASELINE_ONLY_FLAGS);
}
