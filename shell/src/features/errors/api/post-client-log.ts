import type { KyInstance } from 'ky';
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
export async function postClientLog(api: KyInstance, entry: PostClientLogRequest): Promise<PostClientLogResponse> {
  await api.post('logs', { json: entry, keepalive: true, timeout: LOG_TIMEOUT_MS });
}
