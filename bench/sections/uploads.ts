import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_LIMITS } from '@quillpost/shared';
import { bearer, signIn } from '../lib/http';
import { LOAD_ENV } from '../lib/product';
import { ROOT, startNodeServer } from '../lib/processes';
import { mb, ms, type Check } from '../lib/report';
import { percentile, round } from '../lib/stats';

const UPLOADS = 20;
const P99_BUDGET_MS = 2_000;
const RSS_BUDGET_BYTES = 400 * 1024 ** 2;
/** A JPEG of at least 5 MB (5,000,000 bytes) and within the 5 MiB the server takes. */
const SMALLEST_BYTES = 5_000_000;

/**
 * A photograph-sized JPEG of 5 MB: noise does not compress, so its size follows its pixels;
 * the side grows until the file reaches 5 MB. It records no turn, so the server keeps its
 * compressed image as sent and decodes it only at an eighth to prove it whole (decision 135).
 */
async function fiveMegabyteJpeg(): Promise<Buffer> {
  for (let side = 1400; side < 4000; side += 50) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (jpeg.length > MEDIA_LIMITS.imageMaxBytes) break;
    if (jpeg.length >= SMALLEST_BYTES) return jpeg;
  }
  throw new Error('No noise JPEG between 5 MB and the upload limit');
}

/**
 * The multipart body of one upload, built once and sent as it is by every request: the twenty
 * clients share the server's two cores, and a client that assembled each form anew (a Blob copy
 * and undici's form encoder) took half a core of them, time the server's answers then waited for.
 */
function uploadBody(jpeg: Buffer) {
  const boundary = '----quillpost-bench-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  return {
    body: Buffer.concat([head, jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One upload over its own connection; its status and the time to the answer's last byte. */
function upload(url: string, token: string, form: ReturnType<typeof uploadBody>) {
  const start = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request(`${url}/api/v0/media`, {
      method: 'POST',
      agent: false,
      headers: {
        ...bearer(token),
        'content-type': form.contentType,
        'content-length': form.body.length,
      },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      response.resume();
      response.once('error', reject);
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
      );
    });
    request.end(form.body);
  });
}

/**
 * Twenty 5 MB JPEG uploads sent at once to `POST /api/v0/media` of `npm start`'s server on
 * PGlite, by one person (under the 30 a minute each may upload); the server's RSS sampled every
 * 20 ms from the first request to the last answer.
 */
export async function measureUploads(input: {
  nodeFlags: string[];
  log: (line: string) => void;
}): Promise<Check[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-bench-uploads-'));
  const jpeg = await fiveMegabyteJpeg();
  const form = uploadBody(jpeg);
  const server = await startNodeServer({
    name: 'Quillpost (PGlite, uploads)',
    script: path.join(ROOT, 'apps/server/dist/main.js'),
    env: { ...LOAD_ENV, DATA_DIR: dataDir },
    nodeFlags: input.nodeFlags,
    readyPath: '/readyz',
  });
  try {
    const token = await signIn(server.url, {
      name: 'Photo Uploader',
      email: 'uploader@bench.quillpost.test',
    });
    // One upload first, so the timed ones do not pay for loading the image library.
    const warmUp = await upload(server.url, token, form);
    if (warmUp.status !== 201) throw new Error(`The warm-up upload answered ${warmUp.status}`);
    input.log(`  PGlite: ${UPLOADS} uploads of ${(jpeg.length / 1e6).toFixed(2)} MB at once`);
    const rssAtStart = server.rss();
    let peak = rssAtStart;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 20);
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, () => upload(server.url, token, form)),
    ).finally(() => clearInterval(sampler));
    peak = Math.max(peak, server.rss());
    const created = answers.filter((answer) => answer.status === 201).length;
    const statuses = answers.map((answer) => answer.status).join(' ');
    const times = answers.map((answer) => answer.ms);
    const p99 = percentile(times, 0.99);
    const data = {
      uploads: UPLOADS,
      jpegBytes: jpeg.length,
      created,
      statuses,
      p50Ms: round(percentile(times, 0.5), 0),
      p99Ms: round(p99, 0),
      rssAtStartBytes: rssAtStart,
      peakRssBytes: peak,
    };
    const what = `${UPLOADS} JPEG uploads of ${(jpeg.length / 1e6).toFixed(2)} MB at once, PGlite`;
    return [
      {
        measure: `Uploads: ${what}, answered 201`,
        figure: `${created} of ${UPLOADS}${created === UPLOADS ? '' : ` (${statuses})`}`,
        budget: `${UPLOADS}`,
        ok: created === UPLOADS,
        data,
      },
      {
        measure: `Uploads: ${what}, time to answer p99`,
        figure: `${ms(p99)} (p50 ${ms(data.p50Ms)})`,
        budget: `< ${ms(P99_BUDGET_MS)}`,
        ok: p99 < P99_BUDGET_MS,
        data,
      },
      {
        measure: `Uploads: ${what}, server peak RSS`,
        figure: `${mb(peak)} (${mb(rssAtStart)} before)`,
        budget: `< ${mb(RSS_BUDGET_BYTES)}`,
        ok: peak < RSS_BUDGET_BYTES,
        data,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
