import type { FastifyRequest } from 'fastify';
import { MEDIA_LIMITS, ZAltText } from '@quillpost/shared';
import { AppError, invalidInput } from '../lib/errors';
import { tooLarge } from './service';

const howToSend = 'send the image as multipart/form-data in the field `file`';

/** What a multipart error of the plugin means for the person who sent it. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
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

/** Reads the upload's `file` and `altText`, whole, with the plugin's limits. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ data: Uint8Array; altText: string }> {
  if (!request.isMultipart()) throw invalidInput(`file is missing: ${howToSend}.`);
  let data: Uint8Array | undefined;
  let altText = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          throw invalidInput(`${part.fieldname} is not a field of an upload; ${howToSend}.`);
        }
        data = await part.toBuffer();
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
  if (!data || data.byteLength === 0) throw invalidInput(`file is missing or empty: ${howToSend}.`);
  return { data, altText };
}
