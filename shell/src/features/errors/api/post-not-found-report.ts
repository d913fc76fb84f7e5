import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** Body of POST /error: the address the 404 page could not serve. */
export interface PostNotFoundReportRequest {
  uri: string;
  locale: Locale;
}

/** The api answers 204 with no body. */
export type PostNotFoundReportResponse = void;

const REPORT_TIMEOUT_MS = 5_000;

export async function postNotFoundReport(
  apiBase: string,
  report: PostNotFoundReportRequest,
): Promise<PostNotFoundReportResponse> {
  await ky.post(`${apiBase}/error`, { json: report, retry: 0, timeout: REPORT_TIMEOUT_MS });
}
