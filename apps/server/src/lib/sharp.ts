import type sharpModule from 'sharp';
import { loadOnce } from './load-once';

export type SharpFactory = typeof sharpModule;

/**
 * sharp and libvips, loaded with the first image worked on: the library maps some 30 MiB into the
 * process, which a server that is not handling images has no use for.
 */
export const loadSharp = loadOnce(async (): Promise<SharpFactory> => {
  const { default: sharp } = await import('sharp');
  // Decoded images are not reused; libvips' cache would only hold memory.
  sharp.cache(false);
  // One thread per image, and one image per core at a time: twenty uploads at once then hold two
  // images' pixels, not twenty images' times libvips' threads.
  sharp.concurrency(1);
  return sharp;
});
