import { z } from 'zod';
import { storableText } from '../text';
import { idList, MAX_LISTED_IDS } from './id-list';
import { ZId } from './ids';

/** A thread edited by hand has at most 25 parts, and one more when links go out on their own. */
const MAX_PARTS = 26;

/** The image types Quillpost keeps, read from the bytes, never from a file's name. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MEDIA_LIMITS = {
  /** PNG, JPEG and WEBP. */
  imageMaxBytes: 5 * 1024 * 1024,
  gifMaxBytes: 15 * 1024 * 1024,
  altTextMax: 1000,
  imagesPerPart: 4,
  gifsPerPart: 1,
} as const;

export const maxBytesOf = (type: MediaType): number =>
  type === 'image/gif' ? MEDIA_LIMITS.gifMaxBytes : MEDIA_LIMITS.imageMaxBytes;

export const ZAltText = storableText('altText').pipe(
  z
    .string()
    .max(MEDIA_LIMITS.altTextMax, `altText must be at most ${MEDIA_LIMITS.altTextMax} characters`),
);

export const ZMedia = z.object({
  _id: z.string(),
  mimeType: z.enum(MEDIA_TYPES),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string(),
  /** Where its owner reads it; anyone else gets a 404. */
  url: z.string(),
});
export type Media = z.infer<typeof ZMedia>;

export const ZMediaResponse = z.object({ media: ZMedia });
export type MediaResponse = z.infer<typeof ZMediaResponse>;

/** Most images `GET /api/v0/media?ids=` answers at once. */
export const MAX_MEDIA_IDS = MAX_LISTED_IDS;

/** `GET /api/v0/media?ids=...`: what the person's own images are, asked by id. */
export const ZListMediaQuery = z.object({ ids: idList('ids', 'media') });
export type ListMediaQuery = z.infer<typeof ZListMediaQuery>;

/** The asked images that are the person's own, in the order asked; any other id is left out. */
export const ZMediaListResponse = z.object({ media: z.array(ZMedia) });
export type MediaListResponse = z.infer<typeof ZMediaListResponse>;

export const ZUpdateMediaRequest = z.object({ altText: ZAltText });
export type UpdateMediaRequest = z.infer<typeof ZUpdateMediaRequest>;

/**
 * A post's images, part by part: index i holds the media ids of part i + 1, in the order they
 * show. The counts per part are checked with the media's types (`mediaPartProblems`).
 */
export const ZPostMedia = z
  .array(
    z
      .array(ZId.describe('the _id of one of your media'), {
        error: 'media must list, for each part, an array of media _ids',
      })
      .max(MEDIA_LIMITS.imagesPerPart, {
        error: `media: a part holds at most ${MEDIA_LIMITS.imagesPerPart} images`,
      }),
    { error: 'media must list, for each part, an array of media _ids' },
  )
  .max(MAX_PARTS, { error: `media lists more parts than a post may have (${MAX_PARTS})` })
  .superRefine((parts, context) => {
    parts.forEach((ids, i) => {
      if (new Set(ids).size !== ids.length) {
        context.addIssue({
          code: 'custom',
          message: `media: part ${i + 1} lists the same image twice`,
        });
      }
    });
  });
export type PostMedia = z.infer<typeof ZPostMedia>;

/** Problems with the images of one part, given each one's type; empty when the part may go out. */
export function mediaPartProblems(types: MediaType[], position: number): string[] {
  const gifs = types.filter((type) => type === 'image/gif').length;
  const label = `media: part ${position}`;
  if (gifs > 0 && types.length > 1) {
    return [`${label} holds a GIF with other images; a GIF goes out alone.`];
  }
  if (types.length > MEDIA_LIMITS.imagesPerPart) {
    return [
      `${label} holds ${types.length} images; a part holds at most ${MEDIA_LIMITS.imagesPerPart}.`,
    ];
  }
  return [];
}
