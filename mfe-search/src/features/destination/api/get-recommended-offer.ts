import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** A recommended stay priced for the criteria asked (api README "GET /api/recommended/{id}.json"). Amounts in cents. */
export interface RecommendedOffer {
  id: number;
  label: string;
  imageUrl: string;
  uri: string;
  hotel: {
    id: number;
    label: string;
    stars: number;
    review: { count: number; average: number };
    location: { label: string; lat: number; lng: number };
  };
  headwords: string[];
  sellPrice: number;
  refPrice: number;
  nights: number;
  /** Whole percent. */
  promo: number;
  priceType: 'final-price' | 'from-price';
  checkin: string | null;
  checkout: string | null;
  /** `PACKAGE_NOT_AVAILABLE_CHECKIN` when the dates cannot be booked: the price is then the from-price. */
  error: string | null;
}

/** The stay and the criteria of the search box; without dates the api answers a from-price. */
export interface RecommendedOfferRequest {
  locale: Locale;
  id: number;
  checkin?: string;
  checkout?: string;
  night?: number;
  adult: number;
  child: number;
  baby: number;
}

/** GET /api/recommended/{id}.json — one stay as a recommendation card, priced for the dates and travellers. */
export function getRecommendedOffer(
  api: KyInstance,
  { id, ...criteria }: RecommendedOfferRequest,
  signal?: AbortSignal,
): Promise<RecommendedOffer> {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(criteria)) if (value !== undefined) searchParams[key] = value;
  return api.get(`api/recommended/${encodeURIComponent(id)}.json`, { searchParams, signal }).json<RecommendedOffer>();
}

export function recommendedOfferQuery(api: KyInstance, request: RecommendedOfferRequest) {
  const { locale, id, checkin, checkout, night, adult, child, baby } = request;
  return queryOptions({
    queryKey: ['recommended-offer', locale, id, checkin ?? null, checkout ?? null, night ?? null, adult, child, baby],
    queryFn: ({ signal }) => getRecommendedOffer(api, request, signal),
  });
}
