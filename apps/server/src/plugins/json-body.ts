import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { decodeUtf8 } from '../lib/utf8';

/**
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that:
 * - the bytes must be valid UTF-8 (a 400 otherwise), so no text is stored other than was sent;
 * - an empty body is no body: curl and Node clients send `Content-Type: application/json` on a
 *   DELETE without one, and that is not a malformed request.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) {
      return done(
        new AppError('invalid_input', 'The request body is not valid UTF-8; send JSON as UTF-8.'),
        undefined,
      );
    }
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
