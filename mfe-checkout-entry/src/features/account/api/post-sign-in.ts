import type { KyInstance } from 'ky';

export interface SignInBody {
  email: string;
  password: string;
}

/** POST /gateway/account/sign-in: 200 with the account cookies; 401 wrong credentials, 429 locked out a while. */
export async function postSignIn(api: KyInstance, body: SignInBody): Promise<void> {
  await api.post('gateway/account/sign-in', { json: body });
}
