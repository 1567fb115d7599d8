import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { media } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { createDatabaseMediaStore, type MediaStore } from '../src/media';
import { signIn, useTestApp } from './support/app';
import { me } from './support/requests';
import type { App } from '../src/types';

/** The longest array-like `from` was asked to copy element by element while `run` ran. */
async function longestCopyDuring(run: () => Promise<void>): Promise<number> {
  let longest = 0;
  const measure = (source: unknown) => {
    const length = (source as { length?: unknown } | null)?.length;
    if (typeof length === 'number') longest = Math.max(longest, length);
  };
  for (const owner of [Array, Uint8Array] as const) {
    const from = owner.from.bind(owner) as (...args: unknown[]) => unknown;
    vi.spyOn(owner, 'from').mockImplementation(((...args: unknown[]) => {
      measure(args[0]);
      return from(...args);
    }) as never);
  }
  await run();
  return longest;
}

const recordOf = (userId: string, data: Uint8Array) => ({
  id: newId(),
  userId,
  mimeType: 'image/png' as const,
  bytes: data.byteLength,
  width: 1,
  height: 1,
  altText: '',
  createdAt: new Date(),
});

const HOUR_MS = 3_600_000;
const newFolder = () => mkdtempSync(path.join(tmpdir(), 'quillpost-media-'));
const fileNameOf = async (app: App, id: string) =>
  (
    await app.deps.db
      .select({ fileName: media.fileName, data: media.data })
      .from(media)
      .where(eq(media.id, id))
  )[0];

describe('the media store', () => {
  const app = useTestApp();
  afterEach(() => vi.restoreAllMocks());
  const stores: [string, () => MediaStore][] = [
    ['in its rows', () => createDatabaseMediaStore(app.deps.db)],
    ['in files', () => createDatabaseMediaStore(app.deps.db, { folder: newFolder() })],
  ];

  it.each(stores)(
    "keeps and reads an image's bytes exactly %s, without a JavaScript value per byte",
    async (_, makeStore) => {
      const store = makeStore();
      const user = await me(app, await signIn(app));
      // Every byte value, then enough bytes that a per-byte copy would stand out.
      const data = Buffer.concat([
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
        randomBytes(1_000_000),
      ]);
      const record = recordOf(user._id, data);
      let read: Uint8Array | undefined;
      const longest = await longestCopyDuring(async () => {
        await store.put(record, data);
        read = (await store.read({ userId: user._id, id: record.id }))?.data;
      });
      expect(Buffer.from(read!).equals(data)).toBe(true);
      expect(longest).toBeLessThan(1_000);
    },
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'beside the embedded database, keeps an image as a file of the data folder, gone with it',
    async () => {
      const user = await me(app, await signIn(app));
      const data = randomBytes(5_000);
      const record = recordOf(user._id, data);
      await app.deps.media.put(record, data);
      const row = await fileNameOf(app, record.id);
      expect(row!.data).toBeNull();
      const file = path.join(app.deps.config.DATA_DIR, 'media', row!.fileName!);
      expect(readFileSync(file).equals(data)).toBe(true);
      expect(await app.deps.media.remove({ userId: user._id, id: record.id })).toBe(true);
      expect(readdirSync(path.dirname(file))).toEqual([]);
      expect(await app.deps.media.read({ userId: user._id, id: record.id })).toBeNull();
    },
  );

  it('kept in files, still reads the images kept in rows before', async () => {
    const user = await me(app, await signIn(app));
    const data = randomBytes(3_000);
    const record = recordOf(user._id, data);
    await createDatabaseMediaStore(app.deps.db).put(record, data);
    const files = createDatabaseMediaStore(app.deps.db, { folder: newFolder() });
    const read = await files.read({ userId: user._id, id: record.id });
    expect(Buffer.from(read!.data).equals(data)).toBe(true);
    expect(await files.remove({ userId: user._id, id: record.id })).toBe(true);
  });

  it('leaves no file behind when the record cannot be saved', async () => {
    const folder = newFolder();
    const store = createDatabaseMediaStore(app.deps.db, { folder });
    const data = randomBytes(1_000);
    // No such user: the row is refused by its foreign key.
    await expect(store.put(recordOf('no-such-user', data), data)).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('sweeps the files no record names once they are an hour old, and only those', async () => {
    const folder = newFolder();
    let now = new Date();
    const store = createDatabaseMediaStore(app.deps.db, { folder, now: () => now });
    const user = await me(app, await signIn(app));
    const data = randomBytes(1_000);
    const kept = recordOf(user._id, data);
    await store.put(kept, data);
    const hourAgo = (Date.now() - HOUR_MS - 1000) / 1000;
    // A process stopped before saving the row of one, and in the middle of writing another.
    for (const name of ['left-behind', 'half-written.partial']) {
      writeFileSync(path.join(folder, name), data);
      utimesSync(path.join(folder, name), hourAgo, hourAgo);
    }
    writeFileSync(path.join(folder, 'being-uploaded'), data);
    expect(await store.sweep()).toBe(2);
    expect(readdirSync(folder).sort()).toEqual(
      ['being-uploaded', (await fileNameOf(app, kept.id))!.fileName].sort(),
    );
    now = new Date(Date.now() + 2 * HOUR_MS);
    expect(await store.sweep()).toBe(1);
    expect(
      Buffer.from((await store.read({ userId: user._id, id: kept.id }))!.data).equals(data),
    ).toBe(true);
  });
});
