import { open as openFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Sharp } from 'sharp';
import { MEDIA_LIMITS, MEDIA_TYPES, type MediaType } from '@quillpost/shared';
import { jpegAsSent } from './jpeg-as-sent';
import { jpegQualityOf } from './jpeg-quality';
import { reusableBuffers } from './reusable-memory';
import { loadSharp } from './sharp';
import { workLimit } from './work-limit';

/**
 * The images being worked on: `shrinkToFit` takes its turn here itself; callers of `cleanImage`
 * run it inside `imageTurn` together with whatever they do with the result, so cleaned images
 * do not pile up in memory faster than they are kept.
 */
export const imageWork = workLimit(availableParallelism());

const photoMemory = reusableBuffers(MEDIA_LIMITS.imageMaxBytes);

/**
 * A turn of `imageWork` with memory of its own that a JPEG's file can be read into (hand it to
 * `cleanImage`), kept for later turns rather than allocated for each photo. It is the turn's only
 * while `task` runs: whatever is made of it must be kept before `task` settles.
 */
export function imageTurn<T>(task: (memory: Buffer) => Promise<T>): Promise<T> {
  return imageWork.run(() => photoMemory.lend(task));
}

/**
 * The most pixels an image may decode to (all frames of a GIF together): a small file can
 * describe a huge image, and decoding it would take the server's memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const TYPE_OF_FORMAT: Record<string, MediaType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Why bytes cannot be kept as an image; the message is safe to show. */
export class ImageProblem extends Error {
  constructor(
    message: string,
    readonly kind: 'unsupported' | 'broken' | 'too_large_image',
  ) {
    super(message);
    this.name = 'ImageProblem';
  }
}

export interface CleanImage {
  mimeType: MediaType;
  width: number;
  height: number;
  data: Uint8Array;
}

const ACCEPTED = MEDIA_TYPES.join(', ');

/** An image's bytes, or the path of the file holding them (read by libvips as it decodes). */
export type ImageInput = Uint8Array | string;

const open = async (input: ImageInput) =>
  (await loadSharp())(input, {
    animated: true,
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
  });

/** Enough of a file's start for its header, past the metadata a camera writes before it. */
const HEAD_BYTES = 256 * 1024;

async function headOf(input: ImageInput): Promise<Uint8Array> {
  if (typeof input !== 'string') return input;
  const file = await openFile(input);
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The image's type, read from its first bytes (never from a name); refused when not kept. */
export async function imageTypeOf(input: ImageInput): Promise<MediaType> {
  let format: string | undefined;
  try {
    format = (await (await loadSharp())(input).metadata()).format;
  } catch {
    throw new ImageProblem(`file is not an image of a kept type (${ACCEPTED})`, 'unsupported');
  }
  const mimeType = format ? TYPE_OF_FORMAT[format] : undefined;
  if (!mimeType) {
    throw new ImageProblem(
      `file is ${format ?? 'of an unknown type'}; only ${ACCEPTED} are accepted`,
      'unsupported',
    );
  }
  return mimeType;
}

/** The highest quality a JPEG or WEBP is written at. */
const TOP_QUALITY = 90;
/** Lower qualities, each tried only when the one before wrote more than the limit. */
const LOWER_QUALITIES = [80, 70, 60];

/**
 * The quality to write at first. A JPEG is written at no more than its own quality, read from its
 * header: more would add bytes, not detail, and push a photo near the limit over it, costing a
 * second encode of the whole image.
 */
async function qualitiesFor(input: ImageInput, mimeType: MediaType): Promise<number[]> {
  const own = mimeType === 'image/jpeg' ? jpegQualityOf(await headOf(input)) : undefined;
  const first = Math.min(TOP_QUALITY, own ?? TOP_QUALITY);
  return [first, ...LOWER_QUALITIES.filter((quality) => quality < first)];
}

/**
 * An image of the type `imageTypeOf` read, without any metadata: location, camera and the like
 * never reach storage. A JPEG that needs no turning keeps its compressed image as sent and loses
 * only its metadata segments (`jpegAsSent`). Any other image, or a JPEG that path does not take,
 * is decoded whole and written again (sharp keeps no metadata unless asked), the orientation the
 * camera recorded applied to the pixels first, so nothing turns sideways. A JPEG or WEBP written
 * bigger than `maxBytes` is written again at a lower quality, so what is kept stays within its
 * type's limit; choosing the first quality from the file makes that rare. Run it in `imageTurn`
 * with the turn's `memory`: the answer's data may then be a view of that memory.
 */
export async function cleanImage(
  input: ImageInput,
  mimeType: MediaType,
  maxBytes: number,
  memory?: Buffer,
): Promise<CleanImage> {
  if (mimeType === 'image/jpeg') {
    // A failure here is answered by the whole decode below, which names it for the file as sent.
    const limits = { maxBytes, maxPixels: MAX_IMAGE_PIXELS };
    const kept = await jpegAsSent(input, limits, memory).catch(() => undefined);
    if (kept) return { mimeType, ...kept };
  }
  try {
    const lossy = mimeType === 'image/jpeg' || mimeType === 'image/webp';
    const qualities = await qualitiesFor(input, mimeType);
    for (const [i, quality] of qualities.entries()) {
      const image = (await open(input)).rotate();
      const written = await reencode(image, mimeType, quality).toBuffer({
        resolveWithObject: true,
      });
      const last = !lossy || i === qualities.length - 1;
      if (written.data.byteLength > maxBytes && !last) continue;
      const { info } = written;
      const height = info.pageHeight ?? info.height;
      return { mimeType, width: info.width, height, data: written.data };
    }
    throw new Error('unreachable: the last quality always answers');
  } catch (error) {
    throw imageProblemOf(error, mimeType);
  }
}

function imageProblemOf(error: unknown, mimeType: MediaType): ImageProblem {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new ImageProblem(
      `file is an image of more than ${MAX_IMAGE_PIXELS} pixels`,
      'too_large_image',
    );
  }
  const name = mimeType.slice('image/'.length).toUpperCase();
  return new ImageProblem(`file is a broken ${name} image that cannot be read`, 'broken');
}

function reencode(image: Sharp, mimeType: MediaType, quality: number): Sharp {
  switch (mimeType) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality });
    case 'image/webp':
      return image.webp({ quality });
    case 'image/gif':
      return image.gif();
  }
}

/**
 * The image as a JPEG of at most `maxBytes` (for a network that takes smaller files than
 * Quillpost keeps), lowering the quality and then the size step by step. Like every image
 * written here, it carries no metadata.
 */
export function shrinkToFit(
  data: Uint8Array,
  maxBytes: number,
): Promise<{ data: Uint8Array; mimeType: MediaType }> {
  return imageWork.run(() => shrinkJpeg(data, maxBytes));
}

async function shrinkJpeg(data: Uint8Array, maxBytes: number) {
  const sharp = await loadSharp();
  const first = await sharp(data).metadata();
  let width = first.width ?? 0;
  for (let step = 0; step < 12; step++) {
    const quality = Math.max(50, 85 - step * 10);
    const out = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .flatten({ background: '#ffffff' })
      .resize({ width, withoutEnlargement: true })
      .jpeg({ quality })
      .toBuffer();
    if (out.length <= maxBytes) return { data: out, mimeType: 'image/jpeg' as const };
    if (quality === 50) width = Math.max(1, Math.floor(width * 0.8));
  }
  throw new ImageProblem(`the image cannot be made smaller than ${maxBytes} bytes`, 'broken');
}
