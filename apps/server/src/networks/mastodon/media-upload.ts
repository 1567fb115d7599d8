import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { NetworkError, type MediaUpload, type RemoteMedia } from '../network';
import type { Session } from './credentials';

/** Mastodon removes an attachment no status uses after a day; this keeps clear of that. */
const UNATTACHED_KEEP_MS = 20 * 60 * 60_000;
/** How often an attachment still being processed (202) is asked about. */
const MAX_CHECKS = 10;

const ZAttachment = z.object({ id: z.string().min(1), url: z.string().nullish() });

const extensionOf = (mimeType: string) => mimeType.slice('image/'.length).replace('jpeg', 'jpg');

/**
 * `POST /api/v2/media` with the file and its `description`. An image Mastodon processes later
 * (202, no `url` yet) is asked about with `GET /api/v1/media/:id` until it is ready, so the
 * status that attaches it is not refused.
 */
export async function uploadToInstance(
  session: Session,
  media: MediaUpload,
  now: () => Date,
): Promise<RemoteMedia> {
  const { http, accessToken } = session;
  const form = new FormData();
  const bytes = new Uint8Array(media.data);
  form.set(
    'file',
    new Blob([bytes], { type: media.mimeType }),
    `image.${extensionOf(media.mimeType)}`,
  );
  if (media.altText) form.set('description', media.altText);
  const answer = await http.request({
    method: 'POST',
    path: '/api/v2/media',
    accessToken,
    multipart: form,
  });
  let attachment = read(answer.body, http.host);
  for (let check = 0; !attachment.url; check++) {
    if (check >= MAX_CHECKS) {
      throw new NetworkError('unavailable', `${http.host} is still processing the image`);
    }
    await sleep(1000);
    const again = await http.request({ path: `/api/v1/media/${attachment.id}`, accessToken });
    attachment = read(again.body, http.host);
  }
  return { id: attachment.id, expiresAt: new Date(now().getTime() + UNATTACHED_KEEP_MS) };
}

function read(body: unknown, host: string) {
  const parsed = ZAttachment.safeParse(body);
  if (!parsed.success) {
    throw new NetworkError('unavailable', `${host} answered the upload without an attachment`);
  }
  return parsed.data;
}
