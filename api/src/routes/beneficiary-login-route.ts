import type { FastifyInstance } from 'fastify';
import { noStore, refuseOtherSites, sendBeneficiaryError } from '../beneficiaries/beneficiary-requests';
import type { BeneficiaryServices } from '../beneficiaries/beneficiary-services';
import { beneficiaryCookie } from '../beneficiaries/beneficiary-sessions';
import { GIFT_CODE_INPUT_MAX_LENGTH, readGiftCode } from '../beneficiaries/gift-code';
import { isExpired, voucherAnswer } from '../beneficiaries/gift-vouchers';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';

/**
 * POST /gateway/beneficiary/login {code}: 200 `{ voucher }` and the `escapade_beneficiary` cookie
 * (a session of this code, 2 hours). The code is read without case, spaces or hyphens. 400
 * GIFT_CODE_MALFORMED, 404 GIFT_CODE_UNKNOWN, 410 GIFT_CODE_EXPIRED; 429 TOO_MANY_ATTEMPTS with
 * Retry-After once the address has typed too many unknown codes, even for a right one; 403
 * OTHER_SITE when a browser says another site's page sent it.
 */
export function registerBeneficiaryLoginRoute(app: FastifyInstance, services: BeneficiaryServices): void {
  const { vouchers, sessions, throttle, catalogue, shopOrigins } = services;
  app.post<{ Body: { code: string } }>(
    '/gateway/beneficiary/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: GIFT_CODE_INPUT_MAX_LENGTH } },
        },
      },
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(WRITE_RATE_LIMITS.beneficiary),
    },
    async (request, reply) => {
      const waitMs = await throttle.retryAfterMs(request.ip);
      if (waitMs > 0) {
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        return sendBeneficiaryError(reply, 429, 'TOO_MANY_ATTEMPTS');
      }
      const code = readGiftCode(request.body.code);
      if (code === null) return sendBeneficiaryError(reply, 400, 'GIFT_CODE_MALFORMED');
      const voucher = await vouchers.find(code);
      if (!voucher) {
        await throttle.recordFailure(request.ip);
        return sendBeneficiaryError(reply, 404, 'GIFT_CODE_UNKNOWN');
      }
      if (isExpired(voucher, catalogue.todayIso())) return sendBeneficiaryError(reply, 410, 'GIFT_CODE_EXPIRED');
      // One code at a time per browser: a new code ends the session of the previous one.
      await sessions.endRequestSessions(request);
      const token = await sessions.start(code);
      return reply.header('Set-Cookie', beneficiaryCookie(request, token)).send({ voucher: voucherAnswer(voucher) });
    },
  );
}
