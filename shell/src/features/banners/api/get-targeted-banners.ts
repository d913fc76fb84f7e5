import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { Locale } from '@escapade/shared-contracts/locales';
import { ROUTE_KINDS } from '@escapade/shared-contracts/routes';
import { AnswerCheck, type ReportMalformedAnswer } from '../../../utils/answer-check';

/** A rule field left empty (absent, null or '') matches anything; place ids may come as numbers. */
const placeRule = z.optional(z.nullable(z.union([z.string(), z.number()])));

/** Every field set must equal the page's `banner:context` for the banner to apply. */
const targetedBannerRulesSchema = z.lazy(() =>
  z.object({
    page: z.optional(z.nullable(z.enum(ROUTE_KINDS))),
    flow: z.optional(z.nullable(z.string())),
    department: placeRule,
    theme: placeRule,
    city: placeRule,
    country: placeRule,
    region: placeRule,
    isLessThanTwoHours: z.optional(z.nullable(z.boolean())),
  }),
);
export type TargetedBannerRules = z.infer<typeof targetedBannerRulesSchema>;

const targetedCtaSchema = z.lazy(() => z.object({ label: z.string(), url: z.string(), newTab: z.boolean() }));

/** A banner itself; its calls to action are checked one by one. */
const targetedBannerSchema = z.lazy(() =>
  z.object({
    id: z.optional(z.string()),
    title: z.string(),
    subtitle: z.optional(z.nullable(z.string())),
    /** Paths of the api's images, e.g. /images/city/x.svg. */
    imageUrl: z.string().check(z.startsWith('/')),
    imageMobile: z.string().check(z.startsWith('/')),
    imagePosition: z.enum(['center', 'left', 'right']),
    imageAlt: z.string(),
    ctas: z.array(z.unknown()),
    url: z.optional(z.nullable(z.string())),
    newTab: z.boolean(),
    category: z.optional(z.string()),
    campaign: z.optional(z.string()),
    rules: z.optional(targetedBannerRulesSchema),
  }),
);

export interface TargetedBanner extends Omit<z.infer<typeof targetedBannerSchema>, 'ctas'> {
  ctas: z.infer<typeof targetedCtaSchema>[];
}

export interface GetTargetedBannersRequest {
  locale: Locale;
  /** Told once about the banners and calls to action left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /content/targetedBanner.json answers every locale's banners; the shell keeps its own. */
export type GetTargetedBannersResponse = unknown;

/** The well-formed banners of the locale; a locale the answer does not list has none. */
export function toTargetedBanners(
  answer: GetTargetedBannersResponse,
  locale: Locale,
  reportMalformed?: ReportMalformedAnswer,
): TargetedBanner[] {
  const check = new AnswerCheck('GET /content/targetedBanner.json');
  let banners: TargetedBanner[] = [];
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer))
    check.note('answer', 'not an object by locale');
  else {
    banners = check
      .validItems((answer as Record<string, unknown>)[locale], targetedBannerSchema, locale)
      .map((banner) => ({
        ...banner,
        ctas: check.validItems(banner.ctas, targetedCtaSchema, `${banner.id ?? banner.title} ctas`),
      }));
  }
  check.report(reportMalformed);
  return banners;
}

export async function getTargetedBanners(
  api: KyInstance,
  { locale, reportMalformed }: GetTargetedBannersRequest,
  signal?: AbortSignal,
): Promise<TargetedBanner[]> {
  // One try: the targeted banner is an extra the page shows only when it comes in time.
  const answer = await api
    .get('content/targetedBanner.json', { timeout: 5_000, retry: 0, signal })
    .json<GetTargetedBannersResponse>();
  return toTargetedBanners(answer, locale, reportMalformed);
}

/** The locale's targeted banners in the query cache. */
export function targetedBannersQuery(api: KyInstance, request: GetTargetedBannersRequest) {
  return queryOptions({
    queryKey: ['targeted-banners', request.locale],
    queryFn: ({ signal }) => getTargetedBanners(api, request, signal),
  });
}
