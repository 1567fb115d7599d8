import type sharpModule from 'sharp';

export type SharpFactory = typeof sharpModule;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp and libvips, loaded with the first image worked on: the library maps some 30 MiB into the
 * process, which a server that is not handling images has no use for.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(
    ({ default: sharp }) => {
      // Decoded images are not reused; libvips' cache would only hold memory.
      sharp.cache(false);
      // One thread per image, and one image per core at a time: twenty uploads at once then hold
      // two images' pixels, not twenty images' times libvips' threads.
      sharp.concurrency(1);
      return sharp;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
