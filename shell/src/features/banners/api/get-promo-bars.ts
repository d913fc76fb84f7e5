import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { Locale } from '@escapade/shared-contracts/locales';
import { AnswerCheck, type ReportMalformedAnswer } from '../../../utils/answer-check';

/** A CSS colour (hex, name, rgb() or hsl()): never a url() or anything else the page would fetch. */
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

export const promoColorPaletteSchema = z.lazy(() =>
  z.object({
    background: z.string().check(z.regex(CSS_COLOUR)),
    font: z.enum(['light', 'dark']),
  }),
);
export type PromoColorPalette = z.infer<typeof promoColorPaletteSchema>;

const promoLinkSchema = z.lazy(() =>
  z.object({
    label: z.string(),
    /** A CMS link (see utils/resolve-cms-link.ts). */
    url: z.string(),
    newTab: z.boolean(),
    variation: z.enum(['default', 'highlight']),
    category: z.optional(z.string()),
    campaign: z.optional(z.string()),
    colorPalette: z.optional(promoColorPaletteSchema),
  }),
);
export type PromoLink = z.infer<typeof promoLinkSchema>;

const promoCtaSchema = z.lazy(() => z.object({ label: z.string(), url: z.string(), newTab: z.boolean() }));
export type PromoCta = z.infer<typeof promoCtaSchema>;

/** A bar itself; its links and calls to action are checked one by one. */
const promoBarSchema = z.lazy(() =>
  z.object({
    internalCode: z.optional(z.string()),
    campaign: z.optional(z.string()),
    category: z.optional(z.string()),
    /** A flow the shop does not know is not malformed: that bar is simply never shown. */
    flow: z.string(),
    links: z.array(z.unknown()),
    ctas: z.array(z.unknown()),
    showFlowTabs: z.boolean(),
  }),
);

export interface PromoBar extends Omit<z.infer<typeof promoBarSchema>, 'links' | 'ctas'> {
  links: PromoLink[];
  ctas: PromoCta[];
}

export interface GetPromoBarsRequest {
  locale: Locale;
  /** Told once about the bars, links and calls to action left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /api/cms/promoBars?locale= answers a list of bars (one per flow). */
export type GetPromoBarsResponse = unknown;

/** The well-formed bars of an answer: a bar without its lists is left out, a bad link only loses itself. */
export function toPromoBars(answer: GetPromoBarsResponse, reportMalformed?: ReportMalformedAnswer): PromoBar[] {
  const check = new AnswerCheck('GET /api/cms/promoBars');
  const bars = check.validItems(answer ?? null, promoBarSchema, 'bars').map((bar) => ({
    ...bar,
    links: check.validItems(bar.links, promoLinkSchema, `${bar.flow} bar links`),
    ctas: check.validItems(bar.ctas, promoCtaSchema, `${bar.flow} bar ctas`),
  }));
  check.report(reportMalformed);
  return bars;
}

export async function getPromoBars(
  api: KyInstance,
  { locale, reportMalformed }: GetPromoBarsRequest,
  signal?: AbortSignal,
): Promise<PromoBar[]> {
  // One try: a bar that comes late would push the page down; the page does well without it.
  const answer = await api
    .get('api/cms/promoBars', { searchParams: { locale }, timeout: 5_000, retry: 0, signal })
    .json<GetPromoBarsResponse>();
  return toPromoBars(answer, reportMalformed);
}

/** The locale's promo bars in the query cache. */
export function promoBarsQuery(api: KyInstance, request: GetPromoBarsRequest) {
  return queryOptions({
    queryKey: ['promo-bars', request.locale],
    queryFn: ({ signal }) => getPromoBars(api, request, signal),
  });
}
