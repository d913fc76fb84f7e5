import type { FastifyInstance } from 'fastify';
import { normalizeOperatorEmail } from '../care/care-operators';
import { issueCareToken } from '../care/care-token';
import { errorBody } from '../http/error-handling';
import type { AppContext } from './app-context';

export const CARE_SIGN_IN_FAILED = 'Email or password is incorrect';
export const CARE_SIGN_IN_LOCKED = 'Too many failed sign-in attempts: try again later';

/**
 * POST /gateway/care/sign-in {email, password}: a customer-care operator signs in and gets a signed
 * identity token (8 h). 401 for wrong credentials or an inactive account; 429 with Retry-After while
 * the account from this address, the address, or the account from everywhere has failed too often
 * (see SignInThrottle: growing waits, never a lock-out of the operator at another address). Each sign-in is recorded.
 */
export function registerCareSignInRoute(app: FastifyInstance, { store, care }: AppContext): void {
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
      reply.header('Cache-Control', 'no-store');
      const account = normalizeOperatorEmail(request.body.email);
      // Counted before the password's hash is checked, so a burst of guesses cannot outrun the count.
      const started = await care.throttle.start(account, request.ip);
      if (!started.allowed) {
        return reply
          .code(429)
          .header('Retry-After', String(Math.ceil(started.retryAfterMs / 1000)))
          .send(errorBody(429, CARE_SIGN_IN_LOCKED));
      }
      const email = await care.operators.checkCredentials(account, request.body.password);
      if (!email) return reply.code(401).send(errorBody(401, CARE_SIGN_IN_FAILED));
      await started.attempt.succeeded();
      const now = Date.now();
      const { token, expiresAt } = issueCareToken(email, now, care.tokenSecret);
      await store.db
        .insertInto('care_sign_ins')
        .values({ signed_in_at: new Date(now).toISOString(), email })
        .execute();
      return { token, email, expiresAt: new Date(expiresAt).toISOString() };
    },
  );
}
