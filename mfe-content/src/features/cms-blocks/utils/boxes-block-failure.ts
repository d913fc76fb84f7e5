import { HTTPError } from 'ky';

/** A failed gift-box block: the status the api kept and the message its body carries. */
export class BoxesBlockFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly values: unknown,
  ) {
    super(message);
    this.name = 'BoxesBlockFailure';
  }
}

function hasMessage(body: unknown): body is { message: string; values?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/**
 * The failure of the block's call as the block shows it: the `message` of the answer's JSON body
 * (`{ statusCode, error, message, values? }`), else the status text, else what went wrong on the way.
 */
export async function failureOfBoxesBlock(error: unknown): Promise<BoxesBlockFailure> {
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response;
    const body: unknown = await error.response.json().catch(() => undefined);
    if (hasMessage(body)) return new BoxesBlockFailure(body.message, status, body.values);
    return new BoxesBlockFailure(statusText || String(status), status, undefined);
  }
  return new BoxesBlockFailure(error instanceof Error ? error.message : String(error), undefined, undefined);
}
