import type { FastifyInstance } from 'fastify';
import { noStore, refuseOtherSites } from '../beneficiaries/beneficiary-requests';
import type { BeneficiaryServices } from '../beneficiaries/beneficiary-services';
import { clearedBeneficiaryCookie } from '../beneficiaries/beneficiary-sessions';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';

/**
 * POST /gateway/beneficiary/sign-out: ends the browser's gift code session and tells it to forget
 * the cookie. 204 even without a session: the outcome is the same.
 */
export function registerBeneficiarySignOutRoute(
  app: FastifyInstance,
  { sessions, shopOrigins }: BeneficiaryServices,
): void {
  app.post(
    '/gateway/beneficiary/sign-out',
    { onRequest: [noStore, refuseOtherSites(shopOrigins)], ...rateLimited(WRITE_RATE_LIMITS.beneficiary) },
    async (request, reply) => {
      await sessions.endRequestSessions(request);
      return reply.code(204).header('Set-Cookie', clearedBeneficiaryCookie(request)).send();
    },
  );
}
