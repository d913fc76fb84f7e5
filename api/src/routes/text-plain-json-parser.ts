import type { FastifyInstance } from 'fastify';

/**
 * navigator.sendBeacon posts a string body as `text/plain;charset=UTF-8` (a JSON content type would
 * need a CORS preflight a beacon cannot make). Inside `scope` only, text/plain bodies are read as JSON.
 */
export function parseTextPlainAsJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
