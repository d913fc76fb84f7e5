import ky from 'ky';

export interface SignInCareOperatorRequest {
  email: string;
  password: string;
}

/** POST /gateway/care/sign-in answer: a signed identity token, valid until `expiresAt` (ISO). 401 for wrong credentials. */
export interface SignInCareOperatorResponse {
  token: string;
  email: string;
  expiresAt: string;
}

const SIGN_IN_TIMEOUT_MS = 10_000;

export async function signInCareOperator(
  apiBase: string,
  credentials: SignInCareOperatorRequest,
): Promise<SignInCareOperatorResponse> {
  return ky
    .post(`${apiBase}/gateway/care/sign-in`, { json: credentials, retry: 0, timeout: SIGN_IN_TIMEOUT_MS })
    .json<SignInCareOperatorResponse>();
}
