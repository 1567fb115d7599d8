/** The luminance quantisation table of the JPEG standard (Annex K), which quality 50 writes as is. */
const STANDARD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
  14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113,
  92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const STANDARD_SUM = STANDARD_LUMINANCE.reduce((sum, value) => sum + value, 0);

const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;
const QUANTISATION_TABLES = 0xdb;
/** Markers without a length: TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The 64 values of the luminance table (id 0) in a DQT segment, if it holds it. */
function luminanceTableIn(data: Uint8Array, start: number, end: number): number[] | undefined {
  let at = start;
  while (at < end) {
    const precision = data[at]! >> 4;
    const id = data[at]! & 0x0f;
    const size = precision === 0 ? 1 : 2;
    const values = Array.from({ length: 64 }, (_, i) =>
      size === 1 ? data[at + 1 + i]! : (data[at + 1 + 2 * i]! << 8) | data[at + 2 + 2 * i]!,
    );
    if (id === 0) return at + 1 + 64 * size <= end ? values : undefined;
    at += 1 + 64 * size;
  }
  return undefined;
}

/**
 * The quality a JPEG was written at, on the 1-100 scale of libjpeg and every encoder that scales
 * the standard table, read from its luminance table without decoding anything; undefined when
 * the file has none before its first scan. Encoders with tables of their own (some cameras) get
 * the quality whose standard table weighs the same.
 */
export function jpegQualityOf(data: Uint8Array): number | undefined {
  if (data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE) return undefined;
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    const end = at + 2 + ((data[at + 2]! << 8) | data[at + 3]!);
    if (marker === QUANTISATION_TABLES) {
      const table = luminanceTableIn(data, at + 4, Math.min(end, data.length));
      if (table) return qualityOfTable(table);
    }
    at = end;
  }
  return undefined;
}

function qualityOfTable(table: number[]): number {
  const scale = (100 * table.reduce((sum, value) => sum + value, 0)) / STANDARD_SUM;
  const quality = scale <= 100 ? (200 - scale) / 2 : 5000 / scale;
  return Math.min(100, Math.max(1, Math.round(quality)));
}
