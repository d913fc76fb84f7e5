import type { FastifyInstance } from 'fastify';
import { noStore, requireBeneficiary, voucherOf } from '../beneficiaries/beneficiary-requests';
import type { BeneficiaryServices } from '../beneficiaries/beneficiary-services';
import { voucherAnswer } from '../beneficiaries/gift-vouchers';

/**
 * GET /gateway/beneficiary/session: `{ voucher }` of the browser's gift code session; 401
 * NO_GIFT_SESSION when there is none, it is over, or the code has since expired.
 */
export function registerBeneficiarySessionRoute(app: FastifyInstance, services: BeneficiaryServices): void {
  app.get(
    '/gateway/beneficiary/session',
    { onRequest: noStore, preHandler: requireBeneficiary(services) },
    async (request) => ({ voucher: voucherAnswer(voucherOf(request)) }),
  );
}
