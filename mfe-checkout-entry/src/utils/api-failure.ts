import { HTTPError } from 'ky';

/** What a failed call says: its status and the api's stable `code`, when it got an answer. */
export interface ApiFailure {
  status: number | null;
  code: string | null;
  /** Seconds, from the Retry-After header of a 429. */
  retryAfterSeconds: number | null;
}

/** Reads a failed call: an api answer with its status and code, or no answer at all (status null). */
export async function readApiFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) return { status: null, code: null, retryAfterSeconds: null };
  const { response } = error;
  let code: string | null = null;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // An answer without a JSON body: the status says enough.
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    status: response.status,
    code,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}
