import {
  MEDIA_LIMITS,
  MEDIA_TYPES,
  maxBytesOf,
  publicationParts,
  type MediaType,
} from '@quillpost/shared';
import { toContent, type ComposerText } from './content';

const isMediaType = (type: string): type is MediaType =>
  (MEDIA_TYPES as readonly string[]).includes(type);

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Why a file cannot join a part that already holds images of `present` types, in words a person
 * understands; null when it may. The server checks the bytes again; this only spares a wait.
 */
export function imageRefusal(file: File, present: string[]): string | null {
  if (!isMediaType(file.type)) {
    return `${file.name} is not an image Quillpost can post: use PNG, JPEG, WEBP or GIF.`;
  }
  if (file.size > maxBytesOf(file.type)) {
    const kind = file.type === 'image/gif' ? 'A GIF' : 'An image';
    return `${file.name} is too large: ${kind} may be at most ${megabytes(maxBytesOf(file.type))}.`;
  }
  const gif = file.type === 'image/gif' || present.includes('image/gif');
  if (gif && present.length > 0) {
    return 'A GIF goes out alone: a part holds one GIF or up to 4 other images, not both.';
  }
  if (present.length >= MEDIA_LIMITS.imagesPerPart) {
    return `A part holds at most ${MEDIA_LIMITS.imagesPerPart} images; ${file.name} was not added.`;
  }
  return null;
}

/**
 * The saved `media`: index i holds the images of the post that goes out i-th. A thread's header
 * line rides on part 1 when both fit, and goes out alone (with no images) otherwise.
 */
export function postMedia(text: ComposerText): string[][] {
  const boxes = text.parts.map((part) => part.media);
  if (text.kind === 'tweet') return [boxes[0] ?? []];
  const headerAlone =
    text.header.trim() !== '' &&
    publicationParts(text.kind, toContent(text)).length > text.parts.length;
  return headerAlone ? [[], ...boxes] : boxes;
}

/** The images of each box from a saved post's `media`, the inverse of `postMedia`. */
export function boxMedia(text: ComposerText, media: string[][]): string[][] {
  const shift = text.kind === 'thread' && media.length > text.parts.length ? 1 : 0;
  return text.parts.map((_, index) => media[index + shift] ?? []);
}
