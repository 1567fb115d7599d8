import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegQualityOf } from './jpeg-quality';

const jpegAt = (quality: number) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6f97' } })
    .jpeg({ quality })
    .withExif({ IFD0: { Make: 'PhoneMaker' } })
    .toBuffer();

describe('jpegQualityOf', () => {
  it('reads the quality a JPEG was written at from its header, past its metadata', async () => {
    for (const quality of [30, 50, 75, 80, 90, 95]) {
      expect(jpegQualityOf(await jpegAt(quality))).toBe(quality);
    }
  });

  it('answers nothing for what is not a JPEG, or one cut before its tables', async () => {
    const jpeg = await jpegAt(80);
    expect(jpegQualityOf(Buffer.from('not an image'))).toBeUndefined();
    expect(jpegQualityOf(jpeg.subarray(0, 4))).toBeUndefined();
    expect(jpegQualityOf(new Uint8Array())).toBeUndefined();
  });
});
