import type { FastifyInstance } from 'fastify';
import { clearedSessionCookies } from '../accounts/account-cookies';
import { ACCOUNT_RATE_LIMITS, noStore, refuseOtherSites } from '../accounts/account-requests';
import { endRequestSessions } from '../accounts/account-sessions';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

/**
 * POST /gateway/account/sign-out: deletes the session of the request's token and tells the browser
 * to forget both cookies. 204 even when already signed out: the outcome is the same.
 */
export function registerAccountSignOutRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.post(
    '/gateway/account/sign-out',
    {
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.signOut),
    },
    async (request, reply) => {
      await endRequestSessions(store, request);
      return reply.code(204).header('Set-Cookie', clearedSessionCookies(request)).send();
    },
  );
}
