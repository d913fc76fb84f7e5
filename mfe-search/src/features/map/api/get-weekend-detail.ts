import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { OfferPriceType } from '../../../utils/search-offers-answer';

export interface GetWeekendDetailRequest {
  id: number;
  locale: Locale;
  /** Prices the stay for the searched dates and travellers. */
  checkin?: string;
  night?: number;
  adult: number;
  child: number;
  baby: number;
}

/** The part of the stay detail the map's info card shows (api README "GET /weekend/{id}/detail.json"). */
export interface WeekendDetailResponse {
  id: number;
  label: string;
  images: string[];
  hotel: {
    id: number;
    label: string;
    stars: number;
    review: { count: number; average: number };
    location: { label: string; lat: number; lng: number };
  };
  price: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    priceType: OfferPriceType;
    nights: number;
    adults: number;
  };
}

/** GET /weekend/{id}/detail.json — a stay the map has as a marker but not among its loaded offers. */
export function getWeekendDetail(
  api: KyInstance,
  { id, locale, checkin, night, adult, child, baby }: GetWeekendDetailRequest,
  signal?: AbortSignal,
): Promise<WeekendDetailResponse> {
  const searchParams: Record<string, string | number> = { locale, adult, child, baby };
  if (checkin) searchParams.checkin = checkin;
  if (checkin && night !== undefined) searchParams.night = night;
  return api.get(`weekend/${id}/detail.json`, { searchParams, signal }).json<WeekendDetailResponse>();
}

export function weekendDetailQuery(api: KyInstance, request: GetWeekendDetailRequest) {
  const { id, locale, checkin, night, adult, child, baby } = request;
  return queryOptions({
    queryKey: ['weekend-detail', id, locale, checkin ?? null, night ?? null, adult, child, baby],
    queryFn: ({ signal }) => getWeekendDetail(api, request, signal),
  });
}
