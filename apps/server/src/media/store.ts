/**
 * The media capability: where uploaded images and their descriptions are kept. The records are
 * in the application's database (`database-store.ts`); the images in the same rows, so every
 * instance sharing a PostgreSQL database serves them, or in files beside an embedded database.
 * This file imports nothing from the rest of the server.
 */
import type { MediaType } from '@quillpost/shared';

export interface MediaRecord {
  id: string;
  userId: string;
  mimeType: MediaType;
  /** The size of the image as kept. */
  bytes: number;
  width: number;
  height: number;
  altText: string;
  createdAt: Date;
}

export interface MediaStore {
  /**
   * Keeps a new image (already cleaned of metadata). Its memory is the caller's again once this
   * settles, and may be reused: what is kept is written or copied, never `data` itself.
   */
  put(record: MediaRecord, data: Uint8Array): Promise<void>;
  /** The records of the given ids that belong to the user; others are left out. */
  describe(input: { userId: string; ids: string[] }): Promise<MediaRecord[]>;
  /** The image and its record, or null when it is not the user's. */
  read(input: {
    userId: string;
    id: string;
  }): Promise<{ record: MediaRecord; data: Uint8Array } | null>;
  /** Sets the description; answers the record, or null when it is not the user's. */
  setAltText(input: { userId: string; id: string; altText: string }): Promise<MediaRecord | null>;
  /** Forgets an image; false when it was not the user's. */
  remove(input: { userId: string; id: string }): Promise<boolean>;
  /** Deletes images kept apart from their records that no record names; answers how many. */
  sweep(): Promise<number>;
}
