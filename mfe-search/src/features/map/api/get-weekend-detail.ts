import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { OfferPriceType } from '../../../utils/search-offers-answer';

export interface GetWeekendDetailRequest {
  apiBase: string;
  id: number;
  locale: Locale;
  /** Prices the stay for the searched dates and travellers. */
  checkin?: string;
  night?: number;
  adult: number;
  child: number;
  baby: number;
  signal?: AbortSignal;
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
export function getWeekendDetail({
  apiBase,
  id,
  locale,
  checkin,
  night,
  adult,
  child,
  baby,
  signal,
}: GetWeekendDetailRequest): Promise<WeekendDetailResponse> {
  const searchParams: Record<string, string | number> = { locale, adult, child, baby };
  if (checkin) searchParams.checkin = checkin;
  if (checkin && night !== undefined) searchParams.night = night;
  return ky.get(`${apiBase}/weekend/${id}/detail.json`, { searchParams, signal }).json<WeekendDetailResponse>();
}
