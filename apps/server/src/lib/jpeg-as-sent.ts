import { readFile } from 'node:fs/promises';
import { jpegWithoutMetadata } from './jpeg-segments';
import { readFileInto } from './reusable-memory';
import { loadSharp } from './sharp';

/** How much smaller the proving decode is on each side: libjpeg's smallest DCT scaling. */
const PROOF_SCALE = 8;

/**
 * A JPEG that needs no turning, kept as it was sent minus its metadata segments: its compressed
 * image byte for byte, never decoded and encoded again, which for a photo costs a core about half
 * a second and some quality. Undefined when this does not apply and the image must be written
 * again: the camera recorded a turn (only new pixels can carry it), it has more than `maxPixels`,
 * its segments are not understood, or it would not fit in `maxBytes`.
 *
 * That the image is whole is still proven by decoding it, at an eighth of each side: libjpeg
 * scales while it reads every coefficient (shrink-on-load), so a broken or cut file fails as it
 * would whole, at a fraction of the work. That failure is thrown; the caller may then try the
 * whole decode, which gives the error for the file as sent.
 *
 * A file is read into `memory` when given and big enough, and the answer is then a view of it.
 */
export async function jpegAsSent(
  input: Uint8Array | string,
  limits: { maxBytes: number; maxPixels: number },
  memory?: Buffer,
): Promise<{ data: Uint8Array; width: number; height: number } | undefined> {
  const sharp = await loadSharp();
  const header = await sharp(input).metadata();
  const { width, height, orientation = 1 } = header;
  if (header.format !== 'jpeg' || orientation !== 1 || !width || !height) return undefined;
  if (width * height > limits.maxPixels) return undefined;
  // Bytes read here are this call's own, so the kept ones are moved within them, not copied.
  const data =
    typeof input === 'string'
      ? jpegWithoutMetadata(await (memory ? readFileInto(input, memory) : readFile(input)), {
          inPlace: true,
        })
      : jpegWithoutMetadata(input);
  if (!data || data.byteLength > limits.maxBytes) return undefined;
  // The same refusal of damage as the whole decode: libjpeg's errors, not its warnings.
  await sharp(data, { failOn: 'error', limitInputPixels: limits.maxPixels })
    .resize({
      width: Math.max(1, Math.floor(width / PROOF_SCALE)),
      height: Math.max(1, Math.floor(height / PROOF_SCALE)),
      fit: 'fill',
    })
    .raw()
    .toBuffer();
  return { data, width, height };
}
