import { XApiError, type XMediaInput } from './client';

/** X takes an upload's bytes in segments of at most this size. */
const SEGMENT_BYTES = 4 * 1024 * 1024;
/** How many times a GIF still being processed is asked about before giving up. */
const MAX_STATUS_CHECKS = 10;

type Call = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Record<string, unknown>>;

const dataOf = (body: Record<string, unknown>) =>
  (body.data ?? {}) as {
    id?: unknown;
    expires_after_secs?: unknown;
    processing_info?: {
      state?: unknown;
      check_after_secs?: unknown;
      error?: { message?: unknown };
    };
  };

/**
 * X's v2 media upload: `POST /2/media/upload/initialize`, `/{id}/append` for each segment (the
 * bytes as base64 in JSON), `/{id}/finalize`, waiting while X processes a GIF, then the alt text
 * with `POST /2/media/metadata`.
 */
export async function uploadToX(
  call: Call,
  bearer: Record<string, string>,
  input: XMediaInput,
  now: () => Date,
): Promise<{ id: string; expiresAt?: Date }> {
  const json = { ...bearer, 'content-type': 'application/json' };
  const post = (path: string, payload: unknown) =>
    call(path, { method: 'POST', headers: json, body: JSON.stringify(payload) });
  const started = dataOf(
    await post('/2/media/upload/initialize', {
      media_type: input.mimeType,
      total_bytes: input.data.byteLength,
      media_category: input.mimeType === 'image/gif' ? 'tweet_gif' : 'tweet_image',
    }),
  );
  if (typeof started.id !== 'string') {
    throw new XApiError('unavailable', 'X answered the media upload without an id');
  }
  const id = started.id;
  const path = `/2/media/upload/${encodeURIComponent(id)}`;
  const bytes = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  for (let index = 0; index * SEGMENT_BYTES < bytes.length; index++) {
    const segment = bytes.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES);
    await post(`${path}/append`, { media: segment.toString('base64'), segment_index: index });
  }
  let finished = dataOf(await post(`${path}/finalize`, {}));
  for (let check = 0; isProcessing(finished); check++) {
    if (check >= MAX_STATUS_CHECKS) {
      throw new XApiError('unavailable', 'X is still processing the image');
    }
    const seconds = Number(finished.processing_info?.check_after_secs ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 1), 10) * 1000));
    finished = dataOf(
      await call(`/2/media/upload?command=STATUS&media_id=${encodeURIComponent(id)}`, {
        headers: bearer,
      }),
    );
  }
  if (finished.processing_info?.state === 'failed') {
    const message = finished.processing_info.error?.message;
    throw new XApiError(
      'rejected',
      `X could not process the image (${String(message ?? 'failed')})`,
    );
  }
  if (input.altText) {
    await post('/2/media/metadata', { id, metadata: { alt_text: { text: input.altText } } });
  }
  const seconds = Number(finished.expires_after_secs ?? started.expires_after_secs);
  return Number.isFinite(seconds) && seconds > 0
    ? { id, expiresAt: new Date(now().getTime() + seconds * 1000) }
    : { id };
}

const isProcessing = (data: ReturnType<typeof dataOf>) =>
  data.processing_info?.state === 'pending' || data.processing_info?.state === 'in_progress';
