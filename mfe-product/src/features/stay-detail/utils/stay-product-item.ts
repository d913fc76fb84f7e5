import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { absoluteUrl } from '../../../utils/absolute-url';
import type { StayDetail } from '../api/get-stay-detail';

/** The stay as the shell keeps it in the wishlist and the recently viewed list. */
export function stayProductItem(
  detail: StayDetail,
  { apiBase, hrefFor }: Pick<RemoteProps, 'apiBase' | 'hrefFor'>,
): RecentlyViewedItem {
  return {
    id: String(detail.id),
    type: 'STAY',
    label: detail.label,
    imageUrl: absoluteUrl(apiBase, detail.images[0] ?? ''),
    uri: hrefFor({ kind: 'stay', id: String(detail.id) }),
    headwords: detail.headwords,
    hotel: { label: detail.hotel.label, stars: detail.hotel.stars },
    price: {
      sellPrice: detail.price.sellPrice,
      refPrice: detail.price.refPrice,
      promo: detail.price.promoPercentageRounded,
      nights: detail.price.nights,
    },
  };
}
