import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { Locale } from '@escapade/shared-contracts/locales';
import { AnswerCheck, type ReportMalformedAnswer } from '../../../utils/answer-check';
import { promoColorPaletteSchema } from './get-promo-bars';

/** An ISO 8601 instant the browser can read. */
const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

const countdownBannerSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    flow: z.string(),
    title: z.string(),
    /** The banner shows only between these two instants. */
    startDate: instant,
    endDate: instant,
    link: z.optional(z.nullable(z.object({ label: z.string(), url: z.string(), newTab: z.boolean() }))),
    colorPalette: z.optional(promoColorPaletteSchema),
  }),
);
export type CountdownBanner = z.infer<typeof countdownBannerSchema>;

export interface GetCountdownBannersRequest {
  locale: Locale;
  /** Told once about the countdowns left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /api/cms/countdown?locale= answers a list of countdowns. */
export type GetCountdownBannersResponse = unknown;

export function toCountdownBanners(
  answer: GetCountdownBannersResponse,
  reportMalformed?: ReportMalformedAnswer,
): CountdownBanner[] {
  const check = new AnswerCheck('GET /api/cms/countdown');
  const countdowns = check.validItems(answer ?? null, countdownBannerSchema, 'countdowns');
  check.report(reportMalformed);
  return countdowns;
}

export async function getCountdownBanners(
  api: KyInstance,
  { locale, reportMalformed }: GetCountdownBannersRequest,
  signal?: AbortSignal,
): Promise<CountdownBanner[]> {
  // One try: a countdown that comes late would push the page down; the page does well without it.
  const answer = await api
    .get('api/cms/countdown', { searchParams: { locale }, timeout: 5_000, retry: 0, signal })
    .json<GetCountdownBannersResponse>();
  return toCountdownBanners(answer, reportMalformed);
}

/** The locale's countdowns in the query cache. */
export function countdownBannersQuery(api: KyInstance, request: GetCountdownBannersRequest) {
  return queryOptions({
    queryKey: ['countdown-banners', request.locale],
    queryFn: ({ signal }) => getCountdownBanners(api, request, signal),
  });
}
