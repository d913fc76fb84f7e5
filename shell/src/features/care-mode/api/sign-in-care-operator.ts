import type { KyInstance } from 'ky';

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

/** A write: the api client sends it once, never twice. */
export async function signInCareOperator(
  api: KyInstance,
  credentials: SignInCareOperatorRequest,
): Promise<SignInCareOperatorResponse> {
  return api.post('gateway/care/sign-in', { json: credentials }).json<SignInCareOperatorResponse>();
}
