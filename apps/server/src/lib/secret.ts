import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir } from './private-dir';

/**
 * The configured secret (JWT_SECRET, ENCRYPTION_KEY) when set, else one generated once and kept
 * in DATA_DIR under `fileName`, readable by its owner only.
 */
export async function loadSecret(
  configured: string | undefined,
  dataDir: string,
  fileName = 'jwt-secret',
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, fileName);
  await ensurePrivateDir(dataDir);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) {
      await chmod(file, 0o600);
      return new TextEncoder().encode(existing);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
