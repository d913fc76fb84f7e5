import type { KyInstance } from 'ky';
import type { AccountProfile } from './get-profile';

/** PUT /gateway/account/profile: the details as given (the email as it was: it cannot change here); answers them as saved. */
export function putProfile(api: KyInstance, profile: AccountProfile): Promise<AccountProfile> {
  return api.put('gateway/account/profile', { json: profile }).json<AccountProfile>();
}
