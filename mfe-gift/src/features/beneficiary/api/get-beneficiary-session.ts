import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { BENEFICIARY_QUERY_SCOPE, type VoucherSession } from '../utils/beneficiary-shapes';

/** GET /gateway/beneficiary/session: the gift of the code this browser opened, or 401 when none. */
export function getBeneficiarySession(api: KyInstance, signal?: AbortSignal): Promise<VoucherSession> {
  return api.get('gateway/beneficiary/session', { signal }).json<VoucherSession>();
}

/** The session is the visitor's (a cookie): only the browser asks for it. */
export function beneficiarySessionQuery(api: KyInstance) {
  return queryOptions({
    queryKey: [BENEFICIARY_QUERY_SCOPE, 'session'],
    queryFn: ({ signal }) => getBeneficiarySession(api, signal),
  });
}
