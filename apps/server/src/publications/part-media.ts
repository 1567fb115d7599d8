import type { SavedRemoteMedia } from '../db/schema';
import type { MediaRecord } from '../media';
import type { AccountSession, Network, PostMedia, RemoteMedia } from '../networks/network';
import type { AppDeps } from '../types';
import type { PartRow } from './repository';
import * as store from './worker-repository';

/** An upload the network forgets this soon is uploaded again rather than attached. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

export type OnNetwork = <T>(
  fn: (session: AccountSession, network: Network) => Promise<T>,
) => Promise<T>;

/** A part's image that is no longer there: the person deleted it after scheduling. */
export class MissingImage extends Error {}

const stillHonoured = (saved: SavedRemoteMedia, now: Date) =>
  !saved.expiresAt || new Date(saved.expiresAt).getTime() - EXPIRY_MARGIN_MS > now.getTime();

const toSaved = (mediaId: string, remote: RemoteMedia): SavedRemoteMedia => ({
  mediaId,
  remoteId: remote.id,
  ...(remote.ref ? { ref: remote.ref } : {}),
  ...(remote.expiresAt ? { expiresAt: remote.expiresAt.toISOString() } : {}),
});

/**
 * The part's images as its post carries them. Each image is uploaded once: the network's id is
 * saved on the part right after its upload, before the part is sent, so a resend, a retry, a
 * crash or another worker reuses it while the network still keeps it, and never uploads it again.
 */
export async function uploadedMediaOf(
  deps: AppDeps,
  input: {
    userId: string;
    lease: store.Lease;
    part: PartRow;
    onNetwork: OnNetwork;
  },
): Promise<PostMedia[]> {
  const { part } = input;
  if (part.media.length === 0) return [];
  const records = await deps.media.describe({ userId: input.userId, ids: part.media });
  const byId = new Map<string, MediaRecord>(records.map((record) => [record.id, record]));
  const result: PostMedia[] = [];
  for (const mediaId of part.media) {
    const record = byId.get(mediaId);
    if (!record) throw new MissingImage(mediaId);
    let saved = part.remoteMedia.find((entry) => entry.mediaId === mediaId);
    if (!saved || !stillHonoured(saved, deps.now())) {
      const found = await deps.media.read({ userId: input.userId, id: mediaId });
      if (!found) throw new MissingImage(mediaId);
      const remote = await input.onNetwork((session, network) =>
        network.uploadMedia(session, {
          data: found.data,
          mimeType: record.mimeType,
          width: record.width,
          height: record.height,
          altText: record.altText,
        }),
      );
      saved = toSaved(mediaId, remote);
      part.remoteMedia = [...part.remoteMedia.filter((entry) => entry.mediaId !== mediaId), saved];
      await store.saveRemoteMedia(
        deps.db,
        input.lease.publicationId,
        part.position,
        part.remoteMedia,
      );
    }
    result.push({
      id: saved.remoteId,
      ...(saved.ref ? { ref: saved.ref } : {}),
      altText: record.altText,
      width: record.width,
      height: record.height,
    });
  }
  return result;
}
