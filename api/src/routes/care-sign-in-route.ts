import type { FastifyInstance } from 'fastify';
import { careTokenSecret, checkOperatorCredentials, issueCareToken } from '../care/care-token';
import { errorBody } from '../http/error-handling';
import { ensureTable } from '../store/shop-store';
import type { AppContext } from './app-context';

export const CARE_SIGN_IN_FAILED = 'Email or password is incorrect';

/**
 * POST /gateway/care/sign-in {email, password}: a customer-care operator signs in and gets a signed
 * identity token (8 h). 401 for wrong credentials. Each sign-in is recorded in the shop store.
 */
export function registerCareSignInRoute(app: FastifyInstance, context: AppContext): void {
  ensureTable(
    context.store,
    'CREATE TABLE IF NOT EXISTS care_sign_ins (id INTEGER PRIMARY KEY AUTOINCREMENT, signed_in_at TEXT NOT NULL, email TEXT NOT NULL)',
  );
  const record = context.store.prepare('INSERT INTO care_sign_ins (signed_in_at, email) VALUES (?, ?)');
  const secret = careTokenSecret();

  app.post<{ Body: { email: string; password: string } }>(
    '/gateway/care/sign-in',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const email = checkOperatorCredentials(request.body.email, request.body.password);
      if (!email) return reply.code(401).send(errorBody(401, CARE_SIGN_IN_FAILED));
      reply.header('Cache-Control', 'no-store');
      const now = Date.now();
      const { token, expiresAt } = issueCareToken(email, now, secret);
      record.run(new Date(now).toISOString(), email);
      return { token, email, expiresAt: new Date(expiresAt).toISOString() };
    },
  );
}
