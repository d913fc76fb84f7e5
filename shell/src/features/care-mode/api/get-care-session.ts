import ky from 'ky';

/** GET /gateway/care/session (Authorization: Bearer <token>): 200 for a valid token, 401 otherwise. */
export interface GetCareSessionResponse {
  email: string;
  expiresAt: string;
}

const SESSION_TIMEOUT_MS = 5_000;

export async function getCareSession(apiBase: string, token: string): Promise<GetCareSessionResponse> {
  return ky
    .get(`${apiBase}/gateway/care/session`, {
      headers: { authorization: `Bearer ${token}` },
      retry: 0,
      timeout: SESSION_TIMEOUT_MS,
    })
    .json<GetCareSessionResponse>();
}
