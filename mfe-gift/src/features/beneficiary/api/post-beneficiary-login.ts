import type { KyInstance } from 'ky';
import type { VoucherSession } from '../utils/beneficiary-shapes';

/**
 * POST /gateway/beneficiary/login { code }: 200 with the gift and the session cookie; 400 a code
 * the api cannot read, 404 no gift has it, 410 its gift has expired, 429 too many wrong codes.
 */
export function postBeneficiaryLogin(api: KyInstance, body: { code: string }): Promise<VoucherSession> {
  return api.post('gateway/beneficiary/login', { json: body }).json<VoucherSession>();
}
