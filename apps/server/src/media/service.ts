import {
  maxBytesOf,
  mediaPartProblems,
  type Media,
  type MediaType,
  type PostMedia,
} from '@quillpost/shared';
import { AppError, invalidInput, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { cleanImage, imageTurn, imageTypeOf, ImageProblem } from '../lib/images';
import type { AppDeps } from '../types';
import * as repository from './repository';
import type { MediaRecord } from './store';

export const MEDIA_PATH = '/api/v0/media';
const mediaNotFound = () => notFound('Media');

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const tooLarge = (what: string, maxBytes: number) =>
  new AppError('payload_too_large', `file: ${what} may be at most ${megabytes(maxBytes)}.`, {
    limit: maxBytes,
  });

export function toMedia(record: MediaRecord): Media {
  return {
    _id: record.id,
    mimeType: record.mimeType,
    bytes: record.bytes,
    width: record.width,
    height: record.height,
    altText: record.altText,
    url: `${MEDIA_PATH}/${record.id}`,
  };
}

/**
 * Keeps an uploaded image: its type read from the bytes (the name and the declared type are not
 * trusted), held to that type's size limit, decoded whole (a broken file is refused) and written
 * again without its metadata. Nothing is kept when any of this fails. Cleaning and keeping take
 * one `imageTurn`: the database takes images one by one, an upload admitted faster would hold its
 * cleaned image in memory meanwhile, and a JPEG is read into the turn's memory, which the kept
 * image is then a view of until it is stored.
 */
export function uploadMedia(deps: AppDeps, input: UploadInput): Promise<Media> {
  return imageTurn((memory) => keepUpload(deps, input, memory));
}

interface UploadInput {
  userId: string;
  file: { path: string; bytes: number };
  altText: string;
}

async function keepUpload(deps: AppDeps, input: UploadInput, memory: Buffer): Promise<Media> {
  let image;
  try {
    const mimeType = await imageTypeOf(input.file.path);
    const maxBytes = maxBytesOf(mimeType);
    if (input.file.bytes > maxBytes) throw tooLarge(`a ${kindName(mimeType)}`, maxBytes);
    image = await cleanImage(input.file.path, mimeType, maxBytes, memory);
  } catch (error) {
    if (error instanceof ImageProblem) throw invalidInput(`file: ${error.message}`);
    throw error;
  }
  const record: MediaRecord = {
    id: newId(),
    userId: input.userId,
    mimeType: image.mimeType,
    bytes: image.data.byteLength,
    width: image.width,
    height: image.height,
    altText: input.altText,
    createdAt: deps.now(),
  };
  await deps.media.put(record, image.data);
  return toMedia(record);
}

const kindName = (type: MediaType) =>
  type === 'image/gif' ? 'GIF' : `${type.slice('image/'.length).toUpperCase()} image`;

export async function readMedia(deps: AppDeps, input: { userId: string; id: string }) {
  const found = await deps.media.read(input);
  if (!found) throw mediaNotFound();
  return found;
}

/** The person's own images among `ids`, in the order asked; an id of no image of theirs is left out. */
export async function describeMedia(
  deps: AppDeps,
  input: { userId: string; ids: string[] },
): Promise<Media[]> {
  const records = await deps.media.describe(input);
  const byId = new Map(records.map((record) => [record.id, record]));
  return input.ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [toMedia(record)] : [];
  });
}

export async function updateAltText(
  deps: AppDeps,
  input: { userId: string; id: string; altText: string },
): Promise<Media> {
  const record = await deps.media.setAltText(input);
  if (!record) throw mediaNotFound();
  return toMedia(record);
}

/**
 * Forgets an image and takes it out of the posts that show it; refused with a 409 while a
 * publication still to go out carries it.
 */
export async function deleteMedia(
  deps: AppDeps,
  input: { userId: string; id: string },
): Promise<void> {
  const [record] = await deps.media.describe({ userId: input.userId, ids: [input.id] });
  if (!record) throw mediaNotFound();
  await deps.db.transaction(async (tx) => {
    const where = { userId: input.userId, mediaId: input.id };
    const publication = await repository.livePublicationUsing(tx, where);
    if (publication) {
      throw new AppError(
        'conflict',
        `This image goes out with a scheduled publication (${publication}); cancel it or take the image out of the post first.`,
        { publicationId: publication },
      );
    }
    await repository.removeFromPosts(tx, where);
  });
  await deps.media.remove(input);
}

/**
 * Checks a post's images: every id one of the user's own media, at most 4 images or 1 GIF a
 * part, and no images on a part the post does not have. Answers every problem at once.
 */
export async function mediaProblems(
  deps: AppDeps,
  input: { userId: string; media: PostMedia; partCount: number },
): Promise<string[]> {
  const { media, partCount } = input;
  const ids = [...new Set(media.flat())];
  const records = await deps.media.describe({ userId: input.userId, ids });
  const typeOf = new Map(records.map((record) => [record.id, record.mimeType]));
  const problems: string[] = [];
  media.forEach((partIds, i) => {
    if (i >= partCount && partIds.length > 0) {
      problems.push(
        `media: part ${i + 1} holds images, but the post has ${partCount} part${partCount === 1 ? '' : 's'}.`,
      );
    }
    const unknown = partIds.filter((id) => !typeOf.has(id));
    if (unknown.length > 0) {
      problems.push(`media: part ${i + 1} lists ${unknown.join(', ')}, not one of your images.`);
      return;
    }
    problems.push(
      ...mediaPartProblems(
        partIds.map((id) => typeOf.get(id)!),
        i + 1,
      ),
    );
  });
  return problems;
}
