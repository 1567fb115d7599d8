import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compressedImageOf, jpegSegment, withAfterStart } from '../../test/support/media';
import { jpegWithoutMetadata } from './jpeg-segments';

const photo = (options: { progressive?: boolean } = {}) =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80, progressive: options.progressive ?? false })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withIccProfile('p3')
    .toBuffer();

describe('jpegWithoutMetadata', () => {
  it('leaves out EXIF, XMP, comments and IPTC, keeps the ICC profile and the scan byte for byte', async () => {
    const jpeg = withAfterStart(
      await photo(),
      jpegSegment(0xfe, Buffer.from('taken at home')),
      jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>secret</x:xmpmeta>')),
      jpegSegment(0xed, Buffer.from('Photoshop 3.0\0IPTC city')),
      jpegSegment(0xe2, Buffer.from('MPF\0second picture index')),
    );
    const sent = await sharp(jpeg).metadata();
    expect([sent.exif, sent.icc].every(Boolean)).toBe(true);

    const kept = jpegWithoutMetadata(jpeg)!;
    const bytes = Buffer.from(kept);
    expect(compressedImageOf(kept).equals(compressedImageOf(jpeg))).toBe(true);
    const read = await sharp(kept).metadata();
    expect(read).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(read.exif).toBeUndefined();
    expect(read.xmp).toBeUndefined();
    expect(read.icc).toBeDefined();
    for (const text of ['taken at home', 'secret', 'IPTC city', 'MPF', 'Exif']) {
      expect(bytes.includes(Buffer.from(text)), text).toBe(false);
    }
    const pixels = (image: Uint8Array) => sharp(image).raw().toBuffer();
    expect((await pixels(kept)).equals(await pixels(jpeg))).toBe(true);
  });

  it('keeps every scan of a progressive JPEG and leaves out metadata between scans and after the end', async () => {
    const jpeg = await photo({ progressive: true });
    const end = jpeg.lastIndexOf(Buffer.from([0xff, 0xd9]));
    const secondScan = jpeg.indexOf(
      Buffer.from([0xff, 0xda]),
      jpeg.indexOf(Buffer.from([0xff, 0xda])) + 2,
    );
    const planted = Buffer.concat([
      jpeg.subarray(0, secondScan),
      jpegSegment(0xfe, Buffer.from('between scans')),
      jpeg.subarray(secondScan, end + 2),
      Buffer.from('trailing second image with its own EXIF'),
    ]);
    const kept = Buffer.from(jpegWithoutMetadata(planted)!);
    expect(kept.includes(Buffer.from('between scans'))).toBe(false);
    expect(kept.includes(Buffer.from('trailing'))).toBe(false);
    expect(kept.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(compressedImageOf(kept).equals(compressedImageOf(jpeg))).toBe(true);
  });

  it('drops the JFIF thumbnail and steps over fill bytes before a marker', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 9, 9, 9]);
    const kept = Buffer.from(
      jpegWithoutMetadata(
        withAfterStart(jpeg, Buffer.from([0xff, 0xff, 0xff]), jpegSegment(0xe0, jfif)),
      )!,
    );
    const at = kept.indexOf(Buffer.from('JFIF'));
    expect(kept.readUInt16BE(at - 2)).toBe(16);
    expect([kept[at + 12], kept[at + 13]]).toEqual([0, 0]);
    expect((await sharp(kept).metadata()).width).toBe(8);
  });

  it('answers a JPEG with nothing to leave out as a view of it, not a copy', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const sent = Buffer.concat([plain, Buffer.from('after the end')]);
    const kept = jpegWithoutMetadata(sent)!;
    expect(kept.buffer).toBe(sent.buffer);
    expect(Buffer.from(kept).equals(plain)).toBe(true);
  });

  it('moves the kept bytes to the front of its input in place, the same bytes as a copy', async () => {
    const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 9, 9, 9]);
    const inputs = [
      withAfterStart(
        await photo(),
        jpegSegment(0xfe, Buffer.from('taken at home')),
        jpegSegment(0xe0, jfif),
      ),
      await photo({ progressive: true }),
    ];
    for (const input of inputs) {
      const copy = Buffer.from(jpegWithoutMetadata(input)!);
      expect(copy.length).toBeLessThan(input.length);
      const owned = Buffer.from(input);
      const moved = jpegWithoutMetadata(owned, { inPlace: true })!;
      expect(moved.buffer).toBe(owned.buffer);
      expect(Buffer.from(moved).equals(copy)).toBe(true);
      expect(Buffer.from(jpegWithoutMetadata(input)!).equals(copy), 'input untouched').toBe(true);
    }
  });

  it('refuses what it does not understand: bad lengths, no scan, no end, other frames', async () => {
    const jpeg = await photo();
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const refused = [
      Buffer.from('not a jpeg'),
      Buffer.from([0xff, 0xd8]),
      withAfterStart(jpeg, Buffer.from([0xff, 0xe1, 0x00, 0x00])), // a length of 0
      withAfterStart(jpeg, Buffer.from([0xff, 0xe1, 0x00, 0x01])), // shorter than itself
      withAfterStart(jpeg, Buffer.from([0xff, 0xe1, 0xff, 0xff])), // past the end
      Buffer.concat([jpeg.subarray(0, sos), Buffer.from([0xff, 0xd9])]), // no scan
      jpeg.subarray(0, jpeg.length - 2), // no end marker
      jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), // cut short
      Buffer.from(jpeg).fill(0xff, 2), // nothing but fill bytes
    ];
    const arithmetic = Buffer.from(jpeg);
    arithmetic[arithmetic.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc9;
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const frame = jpeg.subarray(sof, sof + 2 + jpeg.readUInt16BE(sof + 2));
    const twoFrames = Buffer.concat([jpeg.subarray(0, sos), frame, jpeg.subarray(sos)]);
    refused.push(arithmetic, twoFrames);
    for (const [i, input] of refused.entries()) {
      expect(jpegWithoutMetadata(input), `input ${i}`).toBeUndefined();
    }
  });

  it('ends on any input: random bytes and damaged photos are refused or kept whole, never looped on', async () => {
    const jpeg = await photo();
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 2000; round++) {
      const damaged = Buffer.from(jpeg);
      for (let i = 0; i < 1 + Math.floor(random() * 8); i++) {
        damaged[Math.floor(random() * damaged.length)] =
          random() < 0.5 ? 0xff : Math.floor(random() * 256);
      }
      const input =
        round % 4 === 0
          ? Buffer.from(
              Array.from({ length: Math.floor(random() * 512) }, () => Math.floor(random() * 256)),
            )
          : damaged.subarray(0, Math.floor(damaged.length * (0.5 + random() / 2)) + 2);
      const kept = jpegWithoutMetadata(input);
      if (kept !== undefined) {
        expect(kept.length).toBeLessThanOrEqual(input.length);
        expect([kept[0], kept[1], kept.at(-2), kept.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      }
    }
    for (const prefix of [[0xff, 0xd8], [0xff, 0xd8, 0xff], []]) {
      expect(jpegWithoutMetadata(Buffer.from(prefix))).toBeUndefined();
    }
  });
});
