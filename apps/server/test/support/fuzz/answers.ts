import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, ZErrorResponse, type ErrorCode } from '@quillpost/shared';
import { parseEvents } from '../requests';
import type { FuzzCase } from './cases';

const isOurFailure = (code: unknown) => (ERROR_CODES[code as ErrorCode] ?? 500) >= 500;

/**
 * What is wrong with the answer to a case, or null: a status of 500 or more, an error answer that
 * is not JSON `{ message, code }` with a code of the vocabulary (a hidden route's page may refuse
 * with HTML), a stream that ends in an error of ours, or a body that is not UTF-8 accepted.
 */
export function problemWith(
  response: LightMyRequestResponse,
  fuzzCase: FuzzCase,
  documented: boolean,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (fuzzCase.mustRefuse && status < 400) return `accepted a body that is not UTF-8 (${status})`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/event-stream')) {
    const failed = parseEvents(response.body).find(
      ({ event, data }) => event === 'error' && isOurFailure(data.code),
    );
    if (failed) return `streamed an error event ${JSON.stringify(failed.data)}`;
  }
  if (status < 400) return null;
  if (!documented && type.startsWith('text/html')) return null;
  if (!type.startsWith('application/json')) return `answered ${status} as "${type}"`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const parsed = ZErrorResponse.safeParse(body);
  if (!parsed.success) return `answered ${status} without { message, code }`;
  if (isOurFailure(parsed.data.code)) return `answered ${status} with code ${parsed.data.code}`;
  return null;
}

const MAX_SHOWN = 240;

/** Text with its control characters, and bytes that are not UTF-8, written as escapes. */
function printable(payload: string | Buffer): string {
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const shown = Buffer.isBuffer(payload)
    ? [...bytes.subarray(0, MAX_SHOWN)]
        .map((byte) =>
          byte >= 0x20 && byte < 0x7f
            ? String.fromCharCode(byte)
            : `\\x${byte.toString(16).padStart(2, '0')}`,
        )
        .join('')
    : JSON.stringify(decoded.slice(0, MAX_SHOWN)).slice(1, -1);
  return bytes.length > MAX_SHOWN ? `${shown}… (${bytes.length} bytes)` : shown;
}

/** The case as a request anyone can send again, and what came back. */
export function describeFailure(
  fuzzCase: FuzzCase,
  response: LightMyRequestResponse,
  problem: string,
): string {
  const url =
    fuzzCase.url.length > MAX_SHOWN ? `${fuzzCase.url.slice(0, MAX_SHOWN)}…` : fuzzCase.url;
  const lines = [`${fuzzCase.method} ${url}  [${fuzzCase.what}]: ${problem}`];
  const headers = Object.entries(fuzzCase.headers).map(([name, value]) => `${name}: ${value}`);
  if (headers.length > 0) lines.push(`  headers: ${headers.join('; ')}`);
  if (fuzzCase.payload !== undefined) lines.push(`  body: ${printable(fuzzCase.payload)}`);
  lines.push(`  answer: ${printable(response.body)}`);
  return lines.join('\n');
}
