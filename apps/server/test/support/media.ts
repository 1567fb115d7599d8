import sharp from 'sharp';

/** An image of one colour, of the given format. */
export const solidImage = (
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  size = { width: 40, height: 30 },
) =>
  sharp({ create: { ...size, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** Noise compresses badly: a PNG of noise is about `width * height * 3` bytes. */
export const noisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

/**
 * A photo-sized JPEG at quality 80 of a little under 5 MB, which quality 90 would take over 5 MB;
 * with an `orientation` (EXIF's 1 to 8) the camera recorded a turn, which only a new encode applies.
 */
export const photoNearTheLimit = (turn: { orientation?: number } = {}) =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .withMetadata(turn)
    .toBuffer();

/** A JPEG as a phone writes it: the camera's make and model and where it was taken. */
export const jpegWithLocation = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();

/**
 * A JPEG with every kind of metadata a phone or an editor writes (camera and location in EXIF,
 * XMP, a comment) and a Display P3 colour profile, which its colours need.
 */
export async function jpegWithEverything(): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">Taken in Paris</x:xmpmeta>')
    .withIccProfile('p3')
    .toBuffer();
  return withAfterStart(jpeg, jpegSegment(0xfe, Buffer.from('Shot by Alice at home')));
}

/** A JPEG marker segment: `FF marker`, its length, then `body`. */
export function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** The JPEG with `inserted` put right after its start marker. */
export const withAfterStart = (jpeg: Buffer, ...inserted: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...inserted, jpeg.subarray(2)]);

/** A JPEG's compressed image: from its first scan to its end marker. */
export function compressedImageOf(jpeg: Uint8Array): Buffer {
  const bytes = Buffer.from(jpeg);
  const start = bytes.indexOf(Buffer.from([0xff, 0xda]));
  return bytes.subarray(start, bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2);
}
