import { chmod, mkdir, stat } from 'node:fs/promises';

/** The sticky bit: set on folders many users share, such as /tmp. */
const SHARED = 0o1000;

/**
 * Makes the folder if needed and keeps it readable by its owner only: it holds the embedded
 * database and the generated secrets, and a folder made under the usual umask is world-readable.
 * A shared folder (sticky, like /tmp) named as the data folder is left as it is: closing it would
 * lock every other user of the machine out of it.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (((await stat(dir)).mode & SHARED) !== 0) return;
  await chmod(dir, 0o700);
}
