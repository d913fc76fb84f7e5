import { HTTPError, type KyInstance } from 'ky';
import type { Civility } from '../../../utils/purchase-body';

/** The signed-in customer's saved details; any field may be an empty string. */
export interface AccountProfile {
  email: string;
  civility: Civility | '';
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
}

/**
 * GET /gateway/account/profile. A session that has ended answers 401: there is nothing to prefill
 * then, which is not an error for the page.
 */
export function accountProfileQuery(api: KyInstance) {
  return {
    queryKey: ['account', 'profile'] as const,
    queryFn: async (): Promise<AccountProfile | null> => {
      try {
        return await api.get('gateway/account/profile').json<AccountProfile>();
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 401) return null;
        throw error;
      }
    },
  };
}
