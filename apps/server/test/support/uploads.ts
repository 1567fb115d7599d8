import type { LightMyRequestResponse } from 'fastify';
import type { Media } from '@quillpost/shared';
import type { App } from '../../src/types';
import { bearer } from './app';

export interface FilePart {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body with the given files and text fields, in that order. */
export function multipartBody(parts: { files?: FilePart[]; fields?: Record<string, string> }) {
  const boundary = '----quillpost-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts.fields ?? {})) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of parts.files ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename ?? 'image.png'}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadRequest(
  app: App,
  token: string,
  parts: { files?: FilePart[]; fields?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v0/media',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads an image and answers the media; fails the test on any other answer. */
export async function upload(
  app: App,
  token: string,
  data: Buffer,
  altText?: string,
): Promise<Media> {
  const response = await uploadRequest(app, token, {
    files: [{ data }],
    fields: altText === undefined ? {} : { altText },
  });
  if (response.statusCode !== 201)
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return (response.json() as { media: Media }).media;
}
