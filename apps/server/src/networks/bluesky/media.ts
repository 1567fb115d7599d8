import { shrinkToFit } from '../../lib/images';
import type { NetworkContext } from '../context';
import type { AccountSession, MediaUpload, PostMedia, RemoteMedia } from '../network';
import { asAccount, atBluesky, blueskyCredentials } from './agent';
import { networkErrorOf } from './failures';

/** The most an image embedded in a post may weigh (the lexicon's `maxSize`). */
export const MAX_IMAGE_BYTES = 1_000_000;
/** A PDS keeps a blob no record uses only for a while; it is uploaded again after this. */
const UNUSED_BLOB_KEEP_MS = 50 * 60_000;

/**
 * Uploads an image as a blob (`com.atproto.repo.uploadBlob`), re-encoded to fit first when it
 * is above 1,000,000 bytes. The blob's reference is kept as JSON, for the embed that shows it.
 */
export async function uploadImage(
  context: NetworkContext,
  session: AccountSession,
  media: MediaUpload,
): Promise<RemoteMedia> {
  const credentials = blueskyCredentials(session.credentials);
  const fitting =
    media.data.byteLength > MAX_IMAGE_BYTES
      ? await shrinkToFit(media.data, MAX_IMAGE_BYTES)
      : { data: media.data, mimeType: media.mimeType };
  try {
    const { data } = await atBluesky(context, asAccount(credentials), (agent) =>
      agent.com.atproto.repo.uploadBlob(fitting.data, { encoding: fitting.mimeType }),
    );
    const blob = {
      $type: 'blob',
      ref: { $link: data.blob.ref.toString() },
      mimeType: data.blob.mimeType,
      size: data.blob.size,
    };
    return {
      id: blob.ref.$link,
      ref: JSON.stringify(blob),
      expiresAt: new Date(context.now().getTime() + UNUSED_BLOB_KEEP_MS),
    };
  } catch (error) {
    throw networkErrorOf(error);
  }
}

/** The images embed of a post: each blob with its alt text and aspect ratio. */
export function imagesEmbed(media: PostMedia[]) {
  return {
    $type: 'app.bsky.embed.images',
    images: media.map((image) => ({
      image: JSON.parse(image.ref ?? '{}') as unknown,
      alt: image.altText,
      aspectRatio: { width: image.width, height: image.height },
    })),
  };
}
