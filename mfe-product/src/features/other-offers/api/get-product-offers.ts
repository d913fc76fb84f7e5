import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { stayQueryParams, stayRequestKey, type StayCriteriaRequest } from '../../../utils/stay-query-params';

export interface HotelOffer {
  id: number;
  label: string;
  /** Origin-relative. */
  imageUrl: string;
  nights: number;
  programLines: string[];
  /** Cents, for the criteria asked (from-price without dates). */
  priceInfo: { sellPrice: number; refPrice: number; promoPercentageRounded: number };
  priceType: 'from-price' | 'final-price';
}

/** GET /product/{id}/offers: the hotel's other stays, priced for the same criteria. */
export function getProductOffers(api: KyInstance, request: StayCriteriaRequest, signal?: AbortSignal) {
  return api
    .get(`product/${encodeURIComponent(request.offerId)}/offers`, { searchParams: stayQueryParams(request), signal })
    .json<{ offers: HotelOffer[] }>();
}

export function productOffersQuery(api: KyInstance, request: StayCriteriaRequest) {
  return queryOptions({
    queryKey: ['product-offers', ...stayRequestKey(request)],
    queryFn: ({ signal }) => getProductOffers(api, request, signal).then((answer) => answer.offers),
  });
}
