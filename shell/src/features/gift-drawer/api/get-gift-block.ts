import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { Locale } from '@escapade/shared-contracts/locales';
import { AnswerCheck, type ReportMalformedAnswer } from '../../../utils/answer-check';
import type { GiftProductKey } from '../utils/gift-products';

/** A card's link: any value means the product is sold on that site; null, that it is not. */
const link = z.nullable(z.unknown());

const giftBlockEntrySchema = z.lazy(() =>
  z.object({
    locale: z.string(),
    boxURL: link,
    singleVoucherURL: link,
    giftcardURL: link,
    activityOnlyURL: link,
  }),
);
type GiftBlockEntry = z.infer<typeof giftBlockEntrySchema>;

/** Which field of a locale's gift block entry says whether each drawer product is sold there. */
const LINK_OF_PRODUCT: Record<GiftProductKey, keyof GiftBlockEntry> = {
  stays: 'singleVoucherURL',
  boxes: 'boxURL',
  giftCard: 'giftcardURL',
  activity: 'activityOnlyURL',
};

export interface GetGiftBlockRequest {
  locale: Locale;
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /content/giftBlock.json answers `{ items }`, one entry per locale. */
export type GetGiftBlockResponse = unknown;

/**
 * The drawer products the locale's gift block links to: only those are sold there. A locale
 * without an entry sells none of them.
 */
export function toSoldGiftProducts(
  answer: GetGiftBlockResponse,
  locale: Locale,
  reportMalformed?: ReportMalformedAnswer,
): GiftProductKey[] {
  const check = new AnswerCheck('GET /content/giftBlock.json');
  const items = (answer as { items?: unknown } | null)?.items;
  const entry = check.validItems(items ?? null, giftBlockEntrySchema, 'entries').find((item) => item.locale === locale);
  check.report(reportMalformed);
  if (!entry) return [];
  return (Object.keys(LINK_OF_PRODUCT) as GiftProductKey[]).filter((key) => entry[LINK_OF_PRODUCT[key]] != null);
}

export async function getSoldGiftProducts(
  api: KyInstance,
  { locale, reportMalformed }: GetGiftBlockRequest,
  signal?: AbortSignal,
): Promise<GiftProductKey[]> {
  const answer = await api.get('content/giftBlock.json', { signal }).json<GetGiftBlockResponse>();
  return toSoldGiftProducts(answer, locale, reportMalformed);
}

/** The gift products sold on the locale's site, in the query cache. */
export function soldGiftProductsQuery(api: KyInstance, request: GetGiftBlockRequest) {
  return queryOptions({
    queryKey: ['gift-block-products', request.locale],
    queryFn: ({ signal }) => getSoldGiftProducts(api, request, signal),
  });
}
