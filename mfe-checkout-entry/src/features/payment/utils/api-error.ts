import { HTTPError } from 'ky';

/** What a failed call says: the api's status and stable `code` word, or neither when it never answered. */
export interface ApiFailure {
  status?: number;
  code?: string;
}

export async function readApiFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) return {};
  const { status } = error.response;
  try {
    const body = (await error.response.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? { status, code: body.code } : { status };
  } catch {
    return { status };
  }
}
