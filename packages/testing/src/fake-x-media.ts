import type { FakeX, FakeXRequest } from './fake-x';

/** An image uploaded to the fake X, finished or not. */
export interface FakeXUpload {
  id: string;
  userId: string;
  mediaType: string;
  totalBytes: number;
  /** The bytes appended so far, segment by segment. */
  segments: Buffer[];
  finalized: boolean;
  altText: string | null;
}

/**
 * What the next media upload does instead of finishing: X unavailable at `finalize`, the image
 * refused there, or the upload finished and its answer lost.
 */
export type FakeXUploadFault = 'unavailable' | 'rejected' | 'lost_answer';

export interface FakeXMedia {
  uploads: FakeXUpload[];
  /** Faults for the next finalizes, in order. */
  uploadFaults: FakeXUploadFault[];
  /** Uploads that were finished, each once. */
  finished(): FakeXUpload[];
}

/** How long X keeps an upload that no post uses (its `expires_after_secs`). */
export const UPLOAD_EXPIRES_SECS = 86_400;

const problem = (status: number, title: string, detail: string) => ({
  status,
  body: { title, detail, status },
});
const unauthorized = problem(401, 'Unauthorized', 'Unauthorized');
const noScope = problem(
  403,
  'Forbidden',
  'You are not permitted to perform this action. Missing scope: media.write',
);

const json = (request: FakeXRequest): Record<string, unknown> => {
  try {
    return JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * X's v2 media upload on a fake X: `POST /2/media/upload/initialize`, `/{id}/append` (the
 * segment as base64 in JSON), `/{id}/finalize` and `POST /2/media/metadata` for alt text, each
 * wanting the `media.write` scope as X does. Every upload is recorded.
 */
export function addMediaUploads(fake: FakeX): FakeXMedia {
  let next = 1_700_000_000_000_000_000n;
  const media: FakeXMedia = {
    uploads: [],
    uploadFaults: [],
    finished: () => media.uploads.filter((upload) => upload.finalized),
  };
  const allowed = (request: FakeXRequest) =>
    !request.user
      ? unauthorized
      : request.scope.split(' ').includes('media.write')
        ? null
        : noScope;
  const ownUpload = (request: FakeXRequest, id: string | undefined) =>
    media.uploads.find((upload) => upload.id === id && upload.userId === request.user?.id);

  fake.route('POST', '/2/media/upload/initialize', async (request) => {
    const refused = allowed(request);
    if (refused) return refused;
    const input = json(request);
    if (typeof input.media_type !== 'string' || typeof input.total_bytes !== 'number') {
      return problem(400, 'Invalid Request', 'media_type and total_bytes are required');
    }
    const upload: FakeXUpload = {
      id: String(next++),
      userId: request.user!.id,
      mediaType: input.media_type,
      totalBytes: input.total_bytes,
      segments: [],
      finalized: false,
      altText: null,
    };
    media.uploads.push(upload);
    return {
      status: 200,
      body: {
        data: {
          id: upload.id,
          media_key: `3_${upload.id}`,
          expires_after_secs: UPLOAD_EXPIRES_SECS,
        },
      },
    };
  });

  fake.route('POST', /^\/2\/media\/upload\/[^/]+\/append$/, async (request) => {
    const refused = allowed(request);
    if (refused) return refused;
    const upload = ownUpload(request, request.url.pathname.split('/')[4]);
    if (!upload || upload.finalized) return problem(400, 'Invalid Request', 'Unknown media id');
    const input = json(request);
    if (typeof input.media !== 'string' || typeof input.segment_index !== 'number') {
      return problem(400, 'Invalid Request', 'media and segment_index are required');
    }
    upload.segments[input.segment_index] = Buffer.from(input.media, 'base64');
    return { status: 200, body: {} };
  });

  fake.route('POST', /^\/2\/media\/upload\/[^/]+\/finalize$/, async (request) => {
    const refused = allowed(request);
    if (refused) return refused;
    const upload = ownUpload(request, request.url.pathname.split('/')[4]);
    if (!upload) return problem(400, 'Invalid Request', 'Unknown media id');
    const fault = media.uploadFaults.shift();
    if (fault === 'unavailable') return problem(503, 'Service Unavailable', 'Over capacity');
    if (fault === 'rejected') return problem(400, 'Invalid Request', 'Unsupported image');
    const size = upload.segments.reduce((sum, segment) => sum + (segment?.length ?? 0), 0);
    if (size !== upload.totalBytes) {
      return problem(400, 'Invalid Request', `Expected ${upload.totalBytes} bytes, got ${size}`);
    }
    upload.finalized = true;
    if (fault === 'lost_answer') return { status: 0, body: null, drop: true };
    return {
      status: 200,
      body: {
        data: {
          id: upload.id,
          media_key: `3_${upload.id}`,
          size,
          expires_after_secs: UPLOAD_EXPIRES_SECS,
        },
      },
    };
  });

  fake.route('POST', '/2/media/metadata', async (request) => {
    const refused = allowed(request);
    if (refused) return refused;
    const input = json(request) as { id?: string; metadata?: { alt_text?: { text?: unknown } } };
    const upload = ownUpload(request, input.id);
    if (!upload?.finalized) return problem(400, 'Invalid Request', 'Unknown media id');
    const text = input.metadata?.alt_text?.text;
    if (typeof text !== 'string' || text.length > 1000) {
      return problem(400, 'Invalid Request', 'alt_text.text must be at most 1000 characters');
    }
    upload.altText = text;
    return { status: 200, body: { data: { id: upload.id, associated_metadata: input.metadata } } };
  });

  return media;
}
