import { chmod, mkdir } from 'node:fs/promises';

/**
 * Makes the folder if needed and keeps it readable by its owner only: it holds the embedded
 * database and the generated secrets, and a folder made under the usual umask is world-readable.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}
