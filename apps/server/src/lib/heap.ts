import v8 from 'node:v8';

/** The old generation may grow to 1.5 x what was live after the last full collection. */
const HEAP_GROWING_PERCENT = 50;

/**
 * V8 sizes a server's heap for the whole machine: with this one's 40 MB of live objects it let
 * the heap reach 160 MB of mostly garbage before collecting, and kept the pages. A growth bound
 * relative to what is live keeps resident memory near what the server uses, with no fixed cap to
 * run out of under a bigger load. The flag is read at every collection, so setting it at start
 * takes effect for the whole process however it was launched.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** Each of the young generation's two semi-spaces, in MiB. */
const SEMI_SPACE_MIB = 8;
const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * glibc serves allocations from this size up with their own mappings, returned to the system
 * when freed. V8 compiles PGlite's hottest WebAssembly functions with TurboFan in 32 KiB zone
 * segments, about 600 MiB of them at start, freed at once; in malloc's arenas they left 50-110 MiB
 * resident for good, as fragments it never gives back (decision 090).
 */
const MMAP_THRESHOLD_ENV = 'MALLOC_MMAP_THRESHOLD_';
const MMAP_THRESHOLD_BYTES = 32 * 1024;

/** The flag and the setting `restartWithMemoryBounds` adds, for whoever starts a server itself. */
export const MEMORY_BOUNDS = {
  nodeFlag: `${SEMI_SPACE_FLAG}=${SEMI_SPACE_MIB}`,
  env: { [MMAP_THRESHOLD_ENV]: String(MMAP_THRESHOLD_BYTES) },
};

type Execve = (file: string, args: string[], env: NodeJS.ProcessEnv) => never;

/**
 * V8 also sizes the young generation for the machine, when the isolate is created: on a machine
 * with 16 GiB or more it commits 128 MiB to it, resident from the start, where this server uses
 * under 10 MiB between collections. Only a command-line flag changes that size, and malloc reads
 * its settings from the environment only at start, so the server replaces itself once, in place
 * (same process id, same open files, before anything else runs), with the flag and the setting
 * added; not for what was given already (the flag on the command line or in NODE_OPTIONS, the
 * setting in the environment), and not on a Node without `process.execve`, which runs on as it is.
 */
export function restartWithMemoryBounds(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''];
  const semiSpaceGiven = given.some((flag) => flag.includes(SEMI_SPACE_FLAG));
  const thresholdGiven = process.env[MMAP_THRESHOLD_ENV] !== undefined;
  if (semiSpaceGiven && thresholdGiven) return;
  const execve = (process as { execve?: Execve }).execve;
  if (typeof execve !== 'function') return;
  execve(
    process.execPath,
    [
      process.execPath,
      ...process.execArgv,
      ...(semiSpaceGiven ? [] : [MEMORY_BOUNDS.nodeFlag]),
      ...process.argv.slice(1),
    ],
    { ...MEMORY_BOUNDS.env, ...process.env },
  );
}
