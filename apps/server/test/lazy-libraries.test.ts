import { describe, expect, it, vi } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { uploadRequest } from './support/uploads';

/** The libraries a server loads only when it first needs one, as they are imported. */
const { loaded, recordImport } = vi.hoisted(() => {
  const loaded = new Set<string>();
  const recordImport = (name: string) => async (original: () => Promise<unknown>) => {
    loaded.add(name);
    return original();
  };
  return { loaded, recordImport };
});
vi.mock('sharp', recordImport('sharp'));
vi.mock('@atproto/api', recordImport('@atproto/api'));
vi.mock('@ai-sdk/openai', recordImport('@ai-sdk/openai'));
vi.mock('@ai-sdk/anthropic', recordImport('@ai-sdk/anthropic'));
vi.mock('@ai-sdk/google', recordImport('@ai-sdk/google'));
vi.mock('@ai-sdk/openai-compatible', recordImport('@ai-sdk/openai-compatible'));

/** A 1 x 1 PNG, written out so that making it needs no image library. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('libraries loaded with their first use', () => {
  const app = useTestApp();

  it('a server that has signed someone in, written and listed posts has loaded no image, Bluesky or AI provider library; the first image loads the image library alone', async () => {
    const token = await signIn(app);
    const written = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/tweets',
      headers: bearer(token),
      payload: postBody(),
    });
    expect(written.statusCode, written.body).toBe(201);
    const listed = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    expect([...loaded]).toEqual([]);

    const uploaded = await uploadRequest(app, token, {
      files: [{ data: ONE_PIXEL_PNG, filename: 'dot.png', contentType: 'image/png' }],
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ media: { width: 1, height: 1 } });
    expect([...loaded]).toEqual(['sharp']);
  });
});
