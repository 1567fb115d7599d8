import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another Quillpost server (process ${pid}). ` +
        'Two servers on one folder would overwrite each other: stop that one, or give this one ' +
        'another DATA_DIR (or share a PostgreSQL server through DATABASE_URL).',
    );
    this.name = 'FolderInUseError';
  }
}

export interface FolderLock {
  release(): Promise<void>;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | undefined> {
  try {
    const [pid, host] = (await readFile(file, 'utf8')).split('\n');
    // A lock written on another machine (a shared volume) is taken as held.
    if (host !== undefined && host !== '' && host !== hostname()) return Number(pid) || -1;
    return isRunning(Number(pid)) ? Number(pid) : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * An exclusive lock on a database folder for this process: a file beside the folder (`pglite.lock`
 * for `pglite`) that names the process holding it. A lock left by a process that no longer runs (killed, crashed) is taken
 * over; one held by a running process stops this one with a FolderInUseError.
 */
export async function lockFolder(folder: string): Promise<FolderLock> {
  const file = `${folder.replace(/[/\\]+$/, '')}.lock`;
  const mine = `${process.pid}\n${hostname()}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(mine);
      await handle.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await holderOf(file);
      if (holder !== undefined) throw new FolderInUseError(path.resolve(folder), holder);
      await unlink(file).catch(() => {});
      continue;
    }
    // Two servers taking over the same stale lock at once: the last writer holds it.
    if ((await readFile(file, 'utf8')) !== mine) continue;
    const releaseOnExit = () => {
      try {
        if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
      } catch {
        // Already gone.
      }
    };
    process.once('exit', releaseOnExit);
    return {
      async release() {
        process.off('exit', releaseOnExit);
        releaseOnExit();
      },
    };
  }
  throw new FolderInUseError(path.resolve(folder), (await holderOf(file)) ?? -1);
}
