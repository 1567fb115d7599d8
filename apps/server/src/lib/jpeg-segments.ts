/**
 * A JPEG is a start marker (FF D8), then segments (FF, a marker byte, and for most markers a
 * two-byte length that counts itself), then one or more scans of entropy-coded data, then the end
 * marker (FF D9). Metadata sits in its own segments, so it can be left out without touching the
 * compressed image at all.
 */
const MARKER = 0xff;
const START_OF_IMAGE = 0xd8;
const END_OF_IMAGE = 0xd9;
const START_OF_SCAN = 0xda;
const COMMENT = 0xfe;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
/** The frames browsers and networks show: 8-bit Huffman baseline, extended and progressive. */
const SHOWN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** C0 to CF start a frame but for DHT, JPG and DAC (Huffman and arithmetic tables). */
const startsFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

const startsWith = (data: Uint8Array, at: number, text: string) =>
  [...text].every((char, i) => data[at + i] === char.charCodeAt(0));

/**
 * What of an application segment is kept: the colour information a decoder needs (an ICC
 * profile: colours would shift without it; Adobe's, which says how CMYK and YCCK are stored) and
 * JFIF's header without its thumbnail, which can show what was cropped away. Everything else
 * (EXIF and XMP with location and camera, IPTC, multi-picture indexes, makers' own) is left out.
 */
function keptApplicationSegment(data: Uint8Array, start: number, end: number) {
  const marker = data[start + 1];
  const body = start + 4;
  if (marker === APP2 && startsWith(data, body, 'ICC_PROFILE\0')) return data.subarray(start, end);
  if (marker === APP14 && startsWith(data, body, 'Adobe')) return data.subarray(start, end);
  // JFIF\0, version (2), units (1), densities (4), thumbnail width and height (1 each).
  if (marker === APP0 && startsWith(data, body, 'JFIF\0') && end - body >= 14) {
    const withoutThumbnail = end - body === 14 && data[body + 12] === 0 && data[body + 13] === 0;
    if (withoutThumbnail) return data.subarray(start, end);
    // Its own memory, never a slice of Node's shared pool, which `data` may be one of too.
    const header = new Uint8Array(data.subarray(start, body + 14));
    header[2] = 0;
    header[3] = 16;
    header[body - start + 12] = 0;
    header[body - start + 13] = 0;
    return header;
  }
  return undefined;
}

/**
 * Where the entropy-coded data that starts at `from` ends: the next marker, skipping stuffed
 * zeros (FF 00), restart markers and fill bytes; undefined when the data runs out first.
 */
function endOfScanData(data: Uint8Array, from: number): number | undefined {
  let at = from;
  for (;;) {
    at = data.indexOf(MARKER, at);
    if (at < 0 || at + 1 >= data.length) return undefined;
    const next = data[at + 1]!;
    if (next === 0x00 || standsAlone(next) || next === MARKER) at += 1;
    else return at;
  }
}

/**
 * The JPEG with its metadata segments left out and its compressed image kept byte for byte, up to
 * and including its end marker (whatever follows, such as a second image with its own metadata,
 * is left out too). Undefined for anything not understood: not a JPEG, a segment length that
 * does not fit, no frame or no scan, a frame browsers do not show, no end marker. Every step moves
 * forward, so no input makes it loop for ever.
 *
 * A JPEG with nothing to leave out is answered as a view of `data`, not a copy. With `inPlace`,
 * the kept bytes are also moved to the front of `data` itself, which is then no longer the image
 * sent: for a caller that owns a 5 MB photo, the copy costs as much memory again, and a server
 * taking twenty at once collects its garbage the more often.
 */
export function jpegWithoutMetadata(
  data: Uint8Array,
  options: { inPlace?: boolean } = {},
): Uint8Array | undefined {
  const kept = keptPieces(data);
  if (!kept) return undefined;
  const length = kept.reduce((sum, piece) => sum + piece.byteLength, 0);
  const last = kept.at(-1)!;
  // Views of `data` in order, from its start: together as long as up to the last one's end only
  // when nothing between them was left out.
  const views = kept.every((piece) => piece.buffer === data.buffer);
  if (views && last.byteOffset + last.byteLength - data.byteOffset === length) {
    return data.subarray(0, length);
  }
  if (!options.inPlace) return Buffer.concat(kept);
  let written = 0;
  for (const piece of kept) {
    // Each piece lands at or before where it was, so moving them in order overwrites nothing
    // still to be moved.
    if (piece.buffer === data.buffer) {
      const from = piece.byteOffset - data.byteOffset;
      data.copyWithin(written, from, from + piece.byteLength);
    } else {
      data.set(piece, written);
    }
    written += piece.byteLength;
  }
  return data.subarray(0, written);
}

/** The pieces of `data` kept, in order, as views of it (a JFIF header may be a copy). */
function keptPieces(data: Uint8Array): Uint8Array[] | undefined {
  if (data[0] !== MARKER || data[1] !== START_OF_IMAGE) return undefined;
  const kept: Uint8Array[] = [data.subarray(0, 2)];
  let framed = false;
  let scanned = false;
  let at = 2;
  while (at < data.length) {
    if (data[at] !== MARKER) return undefined;
    if (data[at + 1] === MARKER) {
      at += 1; // a fill byte
      continue;
    }
    const marker = data[at + 1];
    if (marker === undefined || marker === 0x00 || marker === START_OF_IMAGE) return undefined;
    if (marker === END_OF_IMAGE) {
      if (!scanned) return undefined;
      kept.push(data.subarray(at, at + 2));
      return kept;
    }
    if (standsAlone(marker)) {
      kept.push(data.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > data.length) return undefined;
    const length = (data[at + 2]! << 8) | data[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return undefined;
    if (startsFrame(marker)) {
      // Lossless, hierarchical, arithmetic coded, 12-bit or a second frame: not shown, not kept.
      if (framed || !SHOWN_FRAMES.has(marker) || data[at + 4] !== 8) return undefined;
      framed = true;
    }
    if (marker === COMMENT || (marker >= APP0 && marker <= APP15)) {
      const segment = keptApplicationSegment(data, at, end);
      if (segment) kept.push(segment);
      at = end;
      continue;
    }
    if (marker !== START_OF_SCAN) {
      kept.push(data.subarray(at, end));
      at = end;
      continue;
    }
    if (!framed) return undefined;
    const scanEnd = endOfScanData(data, end);
    if (scanEnd === undefined) return undefined;
    kept.push(data.subarray(at, scanEnd));
    scanned = true;
    at = scanEnd;
  }
  return undefined;
}
