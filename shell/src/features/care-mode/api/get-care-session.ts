import type { KyInstance } from 'ky';

/** GET /gateway/care/session (Authorization: Bearer <token>): 200 for a valid token, 401 otherwise. */
export interface GetCareSessionResponse {
  email: string;
  expiresAt: string;
}

const SESSION_TIMEOUT_MS = 5_000;

/** The page waits on this at boot: one short try, and the sign-in page shows when it fails. */
export async function getCareSession(api: KyInstance, token: string): Promise<GetCareSessionResponse> {
  return api
    .get('gateway/care/session', {
      headers: { authorization: `Bearer ${token}` },
      retry: 0,
      timeout: SESSION_TIMEOUT_MS,
    })
    .json<GetCareSessionResponse>();
}
