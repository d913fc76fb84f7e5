import type { KyInstance } from 'ky';

/** POST /gateway/account/sign-out: the api signs the customer out and clears the account cookies (204). */
export async function postSignOut(api: KyInstance): Promise<void> {
  await api.post('gateway/account/sign-out');
}
