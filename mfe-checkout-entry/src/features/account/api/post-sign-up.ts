import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface SignUpBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

/** POST /gateway/account/sign-up: 201 with the account cookies (signed in); 409 EMAIL_TAKEN. */
export async function postSignUp(api: KyInstance, body: SignUpBody): Promise<void> {
  await api.post('gateway/account/sign-up', { json: body });
}
