import type { KyInstance } from 'ky';

/** POST /gateway/beneficiary/sign-out: ends the code's session (204). */
export async function postBeneficiarySignOut(api: KyInstance): Promise<void> {
  await api.post('gateway/beneficiary/sign-out');
}
