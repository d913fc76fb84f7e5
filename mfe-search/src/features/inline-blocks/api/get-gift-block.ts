import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** One locale's gift block: a link per card, null where that card is not sold. */
export interface GiftBlockEntry {
  locale: Locale;
  boxURL: RouteTarget | null;
  singleVoucherURL: RouteTarget | null;
  giftcardURL: RouteTarget | null;
  activityOnlyURL: RouteTarget | null;
  campaign: string;
  category: string;
  title: string;
  subtitle: string;
  imageS: string;
  imageL: string;
}

/** GET /content/giftBlock.json — every locale's entry. */
export function getGiftBlock(api: KyInstance, signal?: AbortSignal): Promise<{ items: GiftBlockEntry[] }> {
  return api.get('content/giftBlock.json', { signal }).json<{ items: GiftBlockEntry[] }>();
}

export function giftBlockQuery(api: KyInstance) {
  return queryOptions({
    queryKey: ['gift-block'],
    queryFn: ({ signal }) => getGiftBlock(api, signal),
  });
}
