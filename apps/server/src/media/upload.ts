import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MEDIA_LIMITS, ZAltText } from '@quillpost/shared';
import { AppError, invalidInput } from '../lib/errors';
import { tooLarge } from './service';

const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const howToSend = 'send the image as multipart/form-data in the field `file`';

/** What a multipart error of the plugin means for the person who sent it. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code ?? '';
  if (code === TOO_LARGE) {
    return tooLarge('an image (a GIF; PNG, JPEG and WEBP up to 5 MB)', MEDIA_LIMITS.gifMaxBytes);
  }
  if (['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes(code)) {
    return new AppError(
      'payload_too_large',
      'The upload holds too much: one `file` and at most an `altText` field.',
    );
  }
  if (error instanceof AppError) return error;
  // A form cut short or malformed: nothing was kept.
  return invalidInput(`The upload could not be read as a form; ${howToSend}.`);
}

/** The uploaded file, as written to a private temporary folder. */
export interface UploadedFile {
  path: string;
  bytes: number;
}

/**
 * Reads the upload's `file` and `altText` with the plugin's limits and hands them to `use`. The
 * file goes straight to disk as it arrives, so an upload waiting its turn holds no memory; the
 * folder holding it is removed once `use` is done, whatever happened.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  use: (upload: { file: UploadedFile; altText: string }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw invalidInput(`file is missing: ${howToSend}.`);
  const folder = await mkdtemp(path.join(tmpdir(), 'quillpost-upload-'));
  try {
    return await use(await readParts(request, path.join(folder, 'file')));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function readParts(request: FastifyRequest, filePath: string) {
  let file: UploadedFile | undefined;
  let altText = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          throw invalidInput(`${part.fieldname} is not a field of an upload; ${howToSend}.`);
        }
        file = await writeFile(part, filePath);
      } else if (part.fieldname === 'altText') {
        const parsed = ZAltText.safeParse(part.value);
        if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
        altText = parsed.data;
      } else {
        throw invalidInput(`${part.fieldname} is not a field of an upload (file, altText).`);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file || file.bytes === 0) throw invalidInput(`file is missing or empty: ${howToSend}.`);
  return { file, altText };
}

async function writeFile(part: MultipartFile, filePath: string): Promise<UploadedFile> {
  const written = createWriteStream(filePath, { flags: 'wx', mode: 0o600 });
  await pipeline(part.file, written);
  if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: TOO_LARGE });
  return { path: filePath, bytes: written.bytesWritten };
}
