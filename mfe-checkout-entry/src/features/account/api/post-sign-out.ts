import type { KyInstance } from 'ky';

/** POST /gateway/account/sign-out: 204, the customer signed out and the account cookies cleared. */
export async function postSignOut(api: KyInstance): Promise<void> {
  await api.post('gateway/account/sign-out');
}
