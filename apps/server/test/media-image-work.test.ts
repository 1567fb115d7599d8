import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_LIMITS } from '@quillpost/shared';
import { signIn, useTestApp } from './support/app';
import { photoNearTheLimit, solidImage, upload } from './support/media';

type ToBuffer = (this: Sharp, ...args: unknown[]) => Promise<unknown>;
const originalToBuffer = sharp.prototype.toBuffer as unknown as ToBuffer;

describe('the work of cleaning uploaded images', () => {
  const app = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('writes a JPEG near the limit once, at its own quality, not first at 90 and again', async () => {
    const token = await signIn(app);
    const photo = await photoNearTheLimit();
    const encodes = vi.spyOn(sharp.prototype, 'toBuffer');
    const kept = await upload(app, token, photo);
    expect(kept).toMatchObject({ mimeType: 'image/jpeg', width: 4000, height: 3000 });
    expect(kept.bytes).toBeLessThanOrEqual(MEDIA_LIMITS.imageMaxBytes);
    expect(encodes).toHaveBeenCalledTimes(1);
  });

  it('cleans one image per core at a time; twenty at once wait their turn and are all kept', async () => {
    const token = await signIn(app);
    const uploads = 20;
    const images = await Promise.all(
      Array.from({ length: uploads }, (_, i) =>
        solidImage('jpeg', { width: 200 + i, height: 100 }),
      ),
    );
    // Every upload's type is read (outside the bound) before any image is written.
    let typesRead = 0;
    let allTypesRead!: () => void;
    const everyTypeRead = new Promise<void>((resolve) => (allTypesRead = resolve));
    const originalMetadata = sharp.prototype.metadata;
    vi.spyOn(sharp.prototype, 'metadata').mockImplementation(async function (this: Sharp) {
      const metadata = await originalMetadata.call(this);
      if (++typesRead === uploads) allTypesRead();
      return metadata;
    });
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
    await everyTypeRead;
    // What the last type read set going (its write, if it may start) runs before this turn.
    await new Promise((resolve) => setImmediate(resolve));
    const waitingWhileHeld = held.length;
    holding = false;
    for (const release of held.splice(0)) release();
    const kept = await answers;

    const bound = Math.min(uploads, availableParallelism());
    expect(waitingWhileHeld).toBe(bound);
    expect(mostInFlight).toBe(bound);
    expect(kept.map((media) => media.width)).toEqual(images.map((_, i) => 200 + i));
  });
});
