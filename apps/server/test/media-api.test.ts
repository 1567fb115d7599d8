import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Media } from '@quillpost/shared';
import { media } from '../src/db/schema';
import type { App } from '../src/types';
import { bearer, signIn, useTestApp } from './support/app';
import {
  compressedImageOf,
  jpegWithEverything,
  jpegWithLocation,
  noisyPng,
  photoNearTheLimit,
  solidImage,
} from './support/media';
import { multipartBody, upload, uploadRequest } from './support/uploads';

const mediaCount = async (app: App) => (await app.deps.db.select({ n: count() }).from(media))[0]!.n;

describe('POST /api/v0/media', () => {
  const app = useTestApp();

  it('keeps an image and answers what it is; its owner reads it back, privately', async () => {
    const token = await signIn(app);
    const png = await solidImage('png');
    const response = await uploadRequest(app, token, {
      files: [{ data: png, filename: 'holiday.png', contentType: 'image/png' }],
      fields: { altText: 'A blue square' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const kept = (response.json() as { media: Media }).media;
    expect(kept).toEqual({
      _id: expect.any(String),
      mimeType: 'image/png',
      bytes: expect.any(Number),
      width: 40,
      height: 30,
      altText: 'A blue square',
      url: `/api/v0/media/${kept._id}`,
    });
    const read = await app.inject({ url: kept.url, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toMatch(/^private/);
    expect(read.rawPayload.byteLength).toBe(kept.bytes);
    expect((await sharp(read.rawPayload).metadata()).width).toBe(40);

    const stranger = await signIn(app);
    const theirs = await app.inject({ url: kept.url, headers: bearer(stranger) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'not_found' });
    expect((await app.inject({ url: kept.url })).statusCode).toBe(401);
  });

  it('removes location and camera metadata before the image is kept', async () => {
    const token = await signIn(app);
    const original = await jpegWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const kept = await upload(app, token, original);
    const read = await app.inject({ url: kept.url, headers: bearer(token) });
    const stored = await sharp(read.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(read.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('keeps a JPEG that needs no turning as sent, without its metadata but with its colour profile', async () => {
    const token = await signIn(app);
    const original = await jpegWithEverything();
    const kept = await upload(app, token, original);
    const read = await app.inject({ url: kept.url, headers: bearer(token) });
    expect(compressedImageOf(read.rawPayload).equals(compressedImageOf(original))).toBe(true);
    const stored = await sharp(read.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.comments).toBeUndefined();
    expect(stored.icc).toEqual((await sharp(original).metadata()).icc);
    for (const text of ['PhoneMaker', 'Paris', 'Alice']) {
      expect(read.rawPayload.includes(Buffer.from(text)), text).toBe(false);
    }
  });

  it('turns a photo the camera recorded turned, and keeps no orientation to turn it twice', async () => {
    const token = await signIn(app);
    const turned = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#000' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const kept = await upload(app, token, turned);
    expect(kept).toMatchObject({ width: 30, height: 40 });
    const read = await app.inject({ url: kept.url, headers: bearer(token) });
    const stored = await sharp(read.rawPayload).metadata();
    expect(stored).toMatchObject({ width: 30, height: 40 });
    expect(stored.orientation).toBeUndefined();
  });

  it('refuses a JPEG whose segments look whole but whose image cannot be decoded', async () => {
    const token = await signIn(app);
    const jpeg = Buffer.from(await solidImage('jpeg', { width: 400, height: 300 }));
    // The first component of the scan names a Huffman table the file never defines.
    jpeg[jpeg.indexOf(Buffer.from([0xff, 0xda])) + 6] = 0x33;
    const before = await mediaCount(app);
    const response = await uploadRequest(app, token, { files: [{ data: jpeg }] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', message: /broken JPEG/ });
    expect(await mediaCount(app)).toBe(before);
  });

  it('reads the type from the bytes, not from the name or the declared type', async () => {
    const token = await signIn(app);
    const response = await uploadRequest(app, token, {
      files: [{ data: await solidImage('webp'), filename: 'cat.gif', contentType: 'image/gif' }],
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { media: Media }).media.mimeType).toBe('image/webp');

    const before = await mediaCount(app);
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      await solidImage('tiff'),
      Buffer.from('just some text, named like a picture'),
    ]) {
      const refused = await uploadRequest(app, token, {
        files: [{ data, filename: 'photo.png', contentType: 'image/png' }],
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_input', message: /^file/ });
    }
    expect(await mediaCount(app)).toBe(before);
  });

  it('keeps a JPEG within 5 MB even when writing it again at quality 90 would grow it', async () => {
    const token = await signIn(app);
    const photo = await photoNearTheLimit();
    expect(photo.byteLength).toBeLessThanOrEqual(5 * 1024 * 1024);
    const kept = await upload(app, token, photo);
    expect(kept).toMatchObject({ mimeType: 'image/jpeg', width: 4000, height: 3000 });
    expect(kept.bytes).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  it('refuses a broken image, and keeps nothing', async () => {
    const token = await signIn(app);
    const jpeg = await solidImage('jpeg', { width: 400, height: 300 });
    const before = await mediaCount(app);
    const response = await uploadRequest(app, token, {
      files: [{ data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', message: /broken JPEG/ });
    expect(await mediaCount(app)).toBe(before);
  });

  it('takes an image up to 5 MB and answers 413 above, naming the limit', async () => {
    const token = await signIn(app);
    const big = await noisyPng(1400, 1300);
    expect(big.byteLength).toBeGreaterThan(5 * 1024 * 1024);
    const before = await mediaCount(app);
    const response = await uploadRequest(app, token, { files: [{ data: big }] });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', message: /5 MB/ });
    const huge = await uploadRequest(app, token, {
      files: [{ data: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16 * 1024 * 1024)]) }],
    });
    expect(huge.statusCode, huge.body).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large', message: /15 MB/ });
    expect(await mediaCount(app)).toBe(before);
  });

  it('refuses what is not one image with its description', async () => {
    const token = await signIn(app);
    const png = await solidImage('png');
    const answers = [
      await uploadRequest(app, token, { fields: { altText: 'no file' } }),
      await uploadRequest(app, token, {
        files: [{ data: png }],
        fields: { altText: 'a'.repeat(1001) },
      }),
      await uploadRequest(app, token, { files: [{ data: png, name: 'image' }] }),
      await app.inject({
        method: 'POST',
        url: '/api/v0/media',
        headers: bearer(token),
        payload: { file: png.toString('base64') },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid_input' });
    }
    expect(answers[1]!.json()).toMatchObject({ message: /altText must be at most 1000/ });
    const two = await uploadRequest(app, token, { files: [{ data: png }, { data: png }] });
    expect([400, 413]).toContain(two.statusCode);
  });

  it('keeps the 64 KiB limit on every other route, multipart or not', async () => {
    const token = await signIn(app);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/tweets/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`,
      headers: bearer(token),
      payload: { content: 'a'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    const form = multipartBody({ files: [{ data: await solidImage('png') }] });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v0/publications',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json()).toMatchObject({ code: 'invalid_input' });
  });
});

describe('GET /api/v0/media?ids=', () => {
  const app = useTestApp();
  const list = (token: string | undefined, query: string) =>
    app.inject({ url: `/api/v0/media${query}`, headers: token ? bearer(token) : {} });

  it("answers the person's own images among those asked, in the order asked", async () => {
    const token = await signIn(app);
    const square = await upload(app, token, await solidImage('png'), 'A blue square');
    const photo = await upload(app, token, await solidImage('jpeg'));
    const stranger = await signIn(app);
    const theirs = await upload(app, stranger, await solidImage('png'), 'Not yours');
    const unknown = '01936f3c-4a7b-7c00-8000-000000000000';

    const response = await list(token, `?ids=${[photo._id, theirs._id, square._id, unknown]}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ media: [photo, square] });
    expect((await list(stranger, `?ids=${square._id}`)).json()).toEqual({ media: [] });
  });

  it('refuses a list it cannot read, naming the parameter, and anyone signed out', async () => {
    const token = await signIn(app);
    const message = 'ids must be 1 to 100 media _ids separated by commas';
    const tooMany = Array.from(
      { length: 101 },
      (_, i) => `01936f3c-4a7b-7c00-8000-${String(i).padStart(12, '0')}`,
    );
    for (const query of ['', '?ids=holiday.png', `?ids=${tooMany}`]) {
      const response = await list(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(query ? message : 'ids');
    }
    expect((await list(undefined, '?ids=01936f3c-4a7b-7c00-8000-000000000000')).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH and DELETE /api/v0/media/:id', () => {
  const app = useTestApp();

  it('changes the description up to 1,000 characters, and only the owner may', async () => {
    const token = await signIn(app);
    const kept = await upload(app, token, await solidImage('png'));
    const patch = (who: string, altText: unknown) =>
      app.inject({
        method: 'PATCH',
        url: kept.url,
        headers: bearer(who),
        payload: { altText },
      });
    const changed = await patch(token, 'A chart of the week');
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { media: Media }).media.altText).toBe('A chart of the week');
    const tooLong = await patch(token, 'b'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: /altText/ });
    expect((await patch(await signIn(app), 'mine now')).statusCode).toBe(404);
    const [row] = await app.deps.media.describe({
      userId: await userOf(app, token),
      ids: [kept._id],
    });
    expect(row!.altText).toBe('A chart of the week');
  });

  it('deletes (204), after which it is gone; a stranger gets 404', async () => {
    const token = await signIn(app);
    const kept = await upload(app, token, await solidImage('png'));
    const stranger = await signIn(app);
    const del = (who: string) =>
      app.inject({ method: 'DELETE', url: kept.url, headers: bearer(who) });
    expect((await del(stranger)).statusCode).toBe(404);
    expect((await del(token)).statusCode).toBe(204);
    expect((await app.inject({ url: kept.url, headers: bearer(token) })).statusCode).toBe(404);
    expect((await del(token)).statusCode).toBe(404);
  });
});

async function userOf(app: App, token: string): Promise<string> {
  const response = await app.inject({ url: '/api/v0/users/me', headers: bearer(token) });
  return (response.json() as { user: { _id: string } }).user._id;
}
