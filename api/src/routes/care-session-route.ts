import type { FastifyInstance } from 'fastify';
import { MAX_CARE_TOKEN_LENGTH, verifyCareToken } from '../care/care-token';
import { errorBody } from '../http/error-handling';
import type { AppContext } from './app-context';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * GET /gateway/care/session (Authorization: Bearer <token>): 200 {email, expiresAt} for a token that
 * is well signed, whose claims are sound and whose operator is still active; else 401.
 */
export function registerCareSessionRoute(app: FastifyInstance, { care }: AppContext): void {
  app.get(
    '/gateway/care/session',
    {
      schema: {
        headers: {
          type: 'object',
          properties: { authorization: { type: 'string', maxLength: MAX_CARE_TOKEN_LENGTH + 16 } },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const payload = token ? verifyCareToken(token, Date.now(), care.tokenSecret) : null;
      if (!payload || !(await care.operators.isActive(payload.email)))
        return reply.code(401).send(errorBody(401, 'No valid customer-care session'));
      return { email: payload.email, expiresAt: new Date(payload.exp).toISOString() };
    },
  );
}
