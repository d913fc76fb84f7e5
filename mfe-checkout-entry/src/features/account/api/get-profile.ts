import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export type ProfileCivility = 'MR' | 'MRS';

/** The customer's details as the account keeps them; any of them may be an empty string. */
export interface AccountProfile {
  email: string;
  civility: ProfileCivility | '';
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2, or ''. */
  country: string;
}

/** GET /gateway/account/profile (401 when signed out). */
export function getProfile(api: KyInstance, signal?: AbortSignal): Promise<AccountProfile> {
  return api.get('gateway/account/profile', { signal }).json<AccountProfile>();
}

export const PROFILE_QUERY_KEY = ['account-area', 'profile'] as const;

export function profileQuery(api: KyInstance) {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(api, signal) });
}
