import type { KyInstance } from 'ky';
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
  api: KyInstance,
  report: PostNotFoundReportRequest,
): Promise<PostNotFoundReportResponse> {
  await api.post('error', { json: report, timeout: REPORT_TIMEOUT_MS });
}
