import { and, eq, inArray } from 'drizzle-orm';
import type { MediaType } from '@quillpost/shared';
import type { Database } from '../db/client';
import { media } from '../db/schema';
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

/** Media kept in the `media` table of the application's database. */
export function createDatabaseMediaStore(db: Database): MediaStore {
  return {
    async put(record, data) {
      await db.insert(media).values({ ...record, data });
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
        .select({ ...recordColumns, data: media.data })
        .from(media)
        .where(ofUser(input));
      if (!row) return null;
      const { data, ...record } = row;
      return { record: toRecord(record), data };
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
      const removed = await db.delete(media).where(ofUser(input)).returning({ id: media.id });
      return removed.length > 0;
    },
  };
}
