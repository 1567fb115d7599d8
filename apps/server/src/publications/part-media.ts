import type { SavedRemoteMedia } from '../db/schema';
import type { MediaRecord } from '../media';
import {
  isNetworkError,
  NetworkError,
  type AccountSession,
  type Network,
  type PostMedia,
  type RemoteMedia,
} from '../networks/network';
import type { AppDeps } from '../types';
import type { PartRow } from './repository';
import * as store from './worker-repository';

/** An upload the network forgets this soon is uploaded again rather than attached. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

export type OnNetwork = <T>(
  fn: (session: AccountSession, network: Network) => Promise<T>,
) => Promise<T>;

/** A part's image that is no longer there: the person deleted it after scheduling. */
class MissingImage extends Error {}

/** What uploading a part's images needs from the run publishing it. */
export interface MediaRun {
  userId: string;
  lease: store.Lease;
  /** Tries of an upload while the network is unavailable, waits doubling from `retryBaseMs`. */
  maxTries: number;
  retryBaseMs: number;
  onNetwork: OnNetwork;
  label(part: PartRow): string;
  /** Waits before another try; a stopping worker hands the publication back instead. */
  pause(ms: number): Promise<void>;
  fail(message: string): Promise<never>;
  /** The network refused an image of the part, or could not be reached enough times. */
  refusedImage(part: PartRow, error: NetworkError, tries: number): Promise<never>;
}

/**
 * Before anything goes out: an account that cannot upload images (an X account connected
 * before media needed its permission) holds back a publication with images, and only such a
 * one, so no thread goes out without the images of a later part.
 */
export async function holdBackIfMediaBlocked(run: MediaRun, parts: PartRow[]): Promise<void> {
  if (!parts.some((part) => part.status !== 'published' && part.media.length > 0)) return;
  const blocked = await run.onNetwork(async (session, network) => network.mediaBlocked(session));
  if (blocked) await run.fail(blocked);
}

/**
 * The part's images, uploaded if they are not at the network yet: a 5xx (or a lost answer to an
 * upload, which is uploaded again: the network forgets an upload no post uses, and nothing was
 * posted) is tried again like a send; a refusal, or an image deleted since, fails the run.
 */
export async function uploadPartMedia(
  deps: AppDeps,
  run: MediaRun,
  part: PartRow,
): Promise<PostMedia[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadedMediaOf(deps, { ...run, part });
    } catch (error) {
      if (error instanceof MissingImage) {
        return run.fail(
          `${run.label(part)} was not sent: one of its images was deleted. Edit the post, then schedule it again.`,
        );
      }
      if (!isNetworkError(error)) throw error;
      const failure =
        error.kind === 'outcome_unknown'
          ? new NetworkError('unavailable', error.message, { status: error.status })
          : error;
      if (failure.kind === 'unavailable' && attempt < run.maxTries) {
        await run.pause(run.retryBaseMs * 2 ** (attempt - 1));
        continue;
      }
      return run.refusedImage(part, failure, attempt);
    }
  }
}

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
async function uploadedMediaOf(
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
