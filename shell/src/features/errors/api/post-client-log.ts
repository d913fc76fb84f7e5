import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** Body of POST /logs, the gateway's client error log. */
export interface PostClientLogRequest {
  level: 'ERROR';
  locale: Locale;
  location: 'application.client.error';
  /** At most ERROR_LOG_MESSAGE_LIMIT characters. */
  message: string;
}

/** The api answers 204 with no body. */
export type PostClientLogResponse = void;

const LOG_TIMEOUT_MS = 5_000;

/** keepalive: the error may be the last thing a page does before the visitor leaves it. */
export async function postClientLog(apiBase: string, entry: PostClientLogRequest): Promise<PostClientLogResponse> {
  await ky.post(`${apiBase}/logs`, { json: entry, keepalive: true, retry: 0, timeout: LOG_TIMEOUT_MS });
}
