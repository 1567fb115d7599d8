import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that an empty
 * body is no body: curl and Node clients send `Content-Type: application/json` on a DELETE
 * without one, and that is not a malformed request.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
