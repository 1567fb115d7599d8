import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MediaType } from '@quillpost/shared';
import type { Database } from '../db/client';
import { media } from '../db/schema';
import { ensurePrivateDir } from '../lib/private-dir';
import type { MediaRecord, MediaStore } from './store';

const recordColumns = {
  id: media.id,
  userId: media.userId,
  mimeType: media.mimeType,
  bytes: media.bytes,
  width: media.width,
  height: media.height,
  altText: media.altText,
  createdAt: media.createdAt,
};

type RecordRow = { [K in keyof typeof recordColumns]: (typeof media.$inferSelect)[K] };
const toRecord = (row: RecordRow): MediaRecord => ({ ...row, mimeType: row.mimeType as MediaType });

const ofUser = (input: { userId: string; id: string }) =>
  and(eq(media.id, input.id), eq(media.userId, input.userId));

/** A file of the media folder no row names, and this old, was left by a process that stopped. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;

export interface MediaStoreOptions {
  /** The clock a file's age is read against. */
  now?: () => Date;
  /**
   * Where images are kept as files, each named in its row; without it they are kept in the row.
   * Beside an embedded database, a file keeps a 5 MB image out of the database's memory.
   */
  folder?: string;
}

/**
 * Media whose records are the `media` table of the application's database, and whose images are
 * in the same rows or, with `folder`, in files beside it. Rows kept either way are read either way.
 */
export function createDatabaseMediaStore(
  db: Database,
  options: MediaStoreOptions = {},
): MediaStore {
  const { folder, now = () => new Date() } = options;
  const fileOf = (name: string) => path.join(folder!, name);
  const forget = (name: string | null) =>
    name && folder ? rm(fileOf(name), { force: true }) : Promise.resolve();

  /** The image written whole under a name of its own, then renamed: never read half-written. */
  async function writeImage(name: string, data: Uint8Array): Promise<string> {
    await ensurePrivateDir(folder!);
    const partial = fileOf(`${name}.partial`);
    await writeFile(partial, data, { mode: 0o600 });
    await rename(partial, fileOf(name));
    return name;
  }

  return {
    async put(record, data) {
      if (!folder) {
        await db.insert(media).values({ ...record, data });
        return;
      }
      const fileName = await writeImage(`${record.id}.${randomUUID()}`, data);
      try {
        await db.insert(media).values({ ...record, fileName });
      } catch (error) {
        await forget(fileName);
        throw error;
      }
    },
    async describe({ userId, ids }) {
      if (ids.length === 0) return [];
      const rows = await db
        .select(recordColumns)
        .from(media)
        .where(and(eq(media.userId, userId), inArray(media.id, ids)));
      return rows.map(toRecord);
    },
    async read(input) {
      const [row] = await db
        .select({ ...recordColumns, data: media.data, fileName: media.fileName })
        .from(media)
        .where(ofUser(input));
      if (!row) return null;
      const { data, fileName, ...record } = row;
      const image = data ?? (await readFile(fileOf(fileName!)));
      return { record: toRecord(record), data: image };
    },
    async setAltText(input) {
      const [row] = await db
        .update(media)
        .set({ altText: input.altText })
        .where(ofUser(input))
        .returning(recordColumns);
      return row ? toRecord(row) : null;
    },
    async remove(input) {
      const removed = await db
        .delete(media)
        .where(ofUser(input))
        .returning({ fileName: media.fileName });
      await forget(removed[0]?.fileName ?? null);
      return removed.length > 0;
    },
    // Files no row names: a process stopped between writing one and saving its row, or a row
    // went with its user. An hour's age keeps an upload under way from being taken for one.
    async sweep() {
      if (!folder) return 0;
      const names = await readdir(folder).catch(() => [] as string[]);
      if (names.length === 0) return 0;
      const named = await db
        .select({ fileName: media.fileName })
        .from(media)
        .where(isNotNull(media.fileName));
      const kept = new Set(named.map((row) => row.fileName));
      const oldBefore = now().getTime() - ORPHAN_AFTER_MS;
      let swept = 0;
      for (const name of names.filter((one) => !kept.has(one))) {
        const file = fileOf(name);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
        if (mtimeMs >= oldBefore) continue;
        await rm(file, { force: true });
        swept++;
      }
      return swept;
    },
  };
}
