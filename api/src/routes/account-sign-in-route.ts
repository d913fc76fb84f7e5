import type { FastifyInstance } from 'fastify';
import { sessionCookies } from '../accounts/account-cookies';
import { signInBodySchema } from '../accounts/account-fields';
import { ACCOUNT_RATE_LIMITS, noStore, refuseOtherSites, sendAccountError } from '../accounts/account-requests';
import { endRequestSessions, startSession } from '../accounts/account-sessions';
import { ensureAccountTables } from '../accounts/account-tables';
import { accountSummary, checkAccountCredentials, normalizeAccountEmail } from '../accounts/customer-accounts';
import { SignInThrottle } from '../care/sign-in-throttle';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

/**
 * POST /gateway/account/sign-in {email, password}: 200 with the account (as /me answers it) and both
 * cookies. 401 INVALID_CREDENTIALS alike for an unknown email and a wrong password; 429
 * TOO_MANY_ATTEMPTS with Retry-After once the account or the address has failed too often (the
 * care sign-in's throttle, with its own counts), even for the right password.
 */
export function registerAccountSignInRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  ensureAccountTables(store);
  const throttle = new SignInThrottle();
  app.post<{ Body: { email: string; password: string } }>(
    '/gateway/account/sign-in',
    {
      schema: { body: signInBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.signIn),
    },
    async (request, reply) => {
      const email = normalizeAccountEmail(request.body.email);
      const waitMs = throttle.retryAfterMs(email, request.ip);
      if (waitMs > 0)
        return sendAccountError(
          reply.header('Retry-After', String(Math.ceil(waitMs / 1000))),
          429,
          'TOO_MANY_ATTEMPTS',
        );
      const accountId = await checkAccountCredentials(store, email, request.body.password);
      if (!accountId) {
        throttle.recordFailure(email, request.ip);
        return sendAccountError(reply, 401, 'INVALID_CREDENTIALS');
      }
      throttle.recordSuccess(email);
      endRequestSessions(store, request);
      const token = startSession(store, accountId);
      return reply
        .header('Set-Cookie', sessionCookies(request, token, accountId))
        .send(accountSummary(store, accountId));
    },
  );
}
