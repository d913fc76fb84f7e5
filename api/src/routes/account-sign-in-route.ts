import type { FastifyInstance } from 'fastify';
import { sessionCookies } from '../accounts/account-cookies';
import { signInBodySchema } from '../accounts/account-fields';
import { ACCOUNT_RATE_LIMITS, noStore, refuseOtherSites, sendAccountError } from '../accounts/account-requests';
import { endRequestSessions, startSession } from '../accounts/account-sessions';
import { accountSummary, checkAccountCredentials, normalizeAccountEmail } from '../accounts/customer-accounts';
import { SignInThrottle } from '../care/sign-in-throttle';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

/**
 * POST /gateway/account/sign-in {email, password}: 200 with the account (as /me answers it) and both
 * cookies. 401 INVALID_CREDENTIALS alike for an unknown email and a wrong password; 429
 * TOO_MANY_ATTEMPTS with Retry-After while the account from this address, the address, or the
 * account from everywhere has failed too often (the care sign-in's throttle, with its own counts),
 * even for the right password; the owner at another address is not kept out.
 */
export function registerAccountSignInRoute(app: FastifyInstance, { store, shopOrigins, throttles }: AppContext): void {
  const throttle = new SignInThrottle(throttles, 'account-sign-in');
  app.post<{ Body: { email: string; password: string } }>(
    '/gateway/account/sign-in',
    {
      schema: { body: signInBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.signIn),
    },
    async (request, reply) => {
      const email = normalizeAccountEmail(request.body.email);
      // Counted before the password's hash is checked, so a burst of guesses cannot outrun the count.
      const started = await throttle.start(email, request.ip);
      if (!started.allowed)
        return sendAccountError(
          reply.header('Retry-After', String(Math.ceil(started.retryAfterMs / 1000))),
          429,
          'TOO_MANY_ATTEMPTS',
        );
      const accountId = await checkAccountCredentials(store, email, request.body.password);
      if (!accountId) return sendAccountError(reply, 401, 'INVALID_CREDENTIALS');
      await started.attempt.succeeded();
      await endRequestSessions(store, request);
      const token = await startSession(store, accountId);
      return reply
        .header('Set-Cookie', sessionCookies(request, token, accountId))
        .send(await accountSummary(store, accountId));
    },
  );
}
