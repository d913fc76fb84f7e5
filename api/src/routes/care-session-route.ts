import type { FastifyInstance } from 'fastify';
import { careTokenSecret, verifyCareToken } from '../care/care-token';
import { errorBody } from '../http/error-handling';

const BEARER = /^Bearer\s+(\S+)$/i;

/** GET /gateway/care/session (Authorization: Bearer <token>): 200 {email, expiresAt} for a valid token, else 401. */
export function registerCareSessionRoute(app: FastifyInstance): void {
  const secret = careTokenSecret();
  app.get(
    '/gateway/care/session',
    { schema: { headers: { type: 'object', properties: { authorization: { type: 'string', maxLength: 2048 } } } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const payload = token ? verifyCareToken(token, Date.now(), secret) : null;
      if (!payload) return reply.code(401).send(errorBody(401, 'No valid customer-care session'));
      return { email: payload.email, expiresAt: new Date(payload.exp).toISOString() };
    },
  );
}
