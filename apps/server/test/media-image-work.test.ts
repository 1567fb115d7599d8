import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_LIMITS } from '@quillpost/shared';
import { imageWork } from '../src/lib/images';
import { bearer, signIn, useTestApp } from './support/app';
import { photoNearTheLimit, solidImage } from './support/media';
import { upload, uploadRequest } from './support/uploads';
import { waitUntil } from './support/publishing';

type ToBuffer = (this: Sharp, ...args: unknown[]) => Promise<unknown>;
const originalToBuffer = sharp.prototype.toBuffer as unknown as ToBuffer;

describe('the work of cleaning uploaded images', () => {
  const app = useTestApp();
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('keeps a JPEG that needs no turning without encoding it, decoding it only at an eighth', async () => {
    const token = await signIn(app);
    const photo = await photoNearTheLimit();
    const encodes = vi.spyOn(sharp.prototype, 'jpeg');
    const resizes = vi.spyOn(sharp.prototype, 'resize');
    const kept = await upload(app, token, photo);
    expect(kept).toMatchObject({ mimeType: 'image/jpeg', width: 4000, height: 3000 });
    expect(kept.bytes).toBeLessThanOrEqual(photo.byteLength);
    expect(encodes).not.toHaveBeenCalled();
    expect(resizes).toHaveBeenCalledWith(expect.objectContaining({ width: 500, height: 375 }));
  });

  it('writes a turned JPEG near the limit once, at its own quality, not first at 90 and again', async () => {
    const token = await signIn(app);
    const photo = await photoNearTheLimit({ orientation: 6 });
    const encodes = vi.spyOn(sharp.prototype, 'jpeg');
    const kept = await upload(app, token, photo);
    expect(kept).toMatchObject({ mimeType: 'image/jpeg', width: 3000, height: 4000 });
    expect(kept.bytes).toBeLessThanOrEqual(MEDIA_LIMITS.imageMaxBytes);
    expect(encodes).toHaveBeenCalledTimes(1);
    expect(encodes).toHaveBeenCalledWith({ quality: 80 });
  });

  it('cleans one image per core at a time; twenty at once wait their turn and are all kept', async () => {
    const token = await signIn(app);
    const uploads = 20;
    const images = await Promise.all(
      Array.from({ length: uploads }, (_, i) =>
        solidImage('jpeg', { width: 200 + i, height: 100 }),
      ),
    );
    // Each write waits for `release` while `holding`, so the ones let in pile up.
    let inFlight = 0;
    let mostInFlight = 0;
    let holding = true;
    const held: (() => void)[] = [];
    vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: Sharp,
      ...args: unknown[]
    ) {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        if (holding) await new Promise<void>((release) => held.push(release));
        return await originalToBuffer.apply(this, args);
      } finally {
        inFlight--;
      }
    } as never);

    const answers = Promise.all(images.map((image) => upload(app, token, image)));
    await waitUntil(
      () => held.length + imageWork.waiting === uploads,
      () =>
        `every upload writing or waiting (${held.length} writing, ${imageWork.waiting} waiting)`,
    );
    const writingWhileHeld = held.length;
    holding = false;
    for (const release of held.splice(0)) release();
    const kept = await answers;

    const bound = Math.min(uploads, availableParallelism());
    expect(writingWhileHeld).toBe(bound);
    expect(mostInFlight).toBe(bound);
    expect(kept.map((media) => media.width)).toEqual(images.map((_, i) => 200 + i));
  });

  it('reads each JPEG into memory of its turn alone: photos cleaned at once keep their own bytes', async () => {
    const token = await signIn(app);
    const photos = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        sharp({
          create: {
            width: 300 + i,
            height: 200,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 60 },
          },
        })
          .jpeg()
          .toBuffer(),
      ),
    );
    // The proving decodes wait until every turn has read its photo, so the reads overlap.
    const held: (() => void)[] = [];
    const slots = Math.min(photos.length, availableParallelism());
    vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: Sharp,
      ...args: unknown[]
    ) {
      if (held.length < slots) {
        const turn = new Promise<void>((release) => held.push(release));
        if (held.length === slots) for (const release of held) release();
        await turn;
      }
      return originalToBuffer.apply(this, args);
    } as never);

    const kept = await Promise.all(photos.map((photo) => upload(app, token, photo)));
    for (const [i, media] of kept.entries()) {
      const read = await app.inject({ method: 'GET', url: media.url, headers: bearer(token) });
      expect(read.rawPayload.equals(photos[i]!), `photo ${i} as kept`).toBe(true);
    }
  });

  it('writes an upload to disk as it arrives, and removes it once answered, kept or refused', async () => {
    const token = await signIn(app);
    const folder = mkdtempSync(path.join(tmpdir(), 'quillpost-media-test-'));
    vi.stubEnv('TMPDIR', folder);
    const image = await solidImage('jpeg', { width: 300, height: 200 });
    let held: (() => void) | undefined;
    vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: Sharp,
      ...args: unknown[]
    ) {
      await new Promise<void>((release) => (held = release));
      return originalToBuffer.apply(this, args);
    } as never);
    const filesIn = () =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)));

    const answer = upload(app, token, image);
    await waitUntil(() => held !== undefined, 'the upload being written');
    expect(filesIn()).toEqual([image]);
    held!();
    await answer;
    expect(readdirSync(folder)).toEqual([]);

    vi.restoreAllMocks();
    const broken = await uploadRequest(app, token, { files: [{ data: image.subarray(0, 400) }] });
    expect(broken.statusCode).toBe(400);
    expect(readdirSync(folder)).toEqual([]);
    rmSync(folder, { recursive: true });
  });
});
