import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface HotelAvailabilitiesRequest {
  locale: Locale;
  hotelId: string;
  /** First month, yyyy-MM. */
  month: string;
  /** Number of months (2 on desktop, 4 on mobile). */
  length: number;
  adults: number;
  children: number;
  babies: number;
}

/** One day: the cheapest night starting that day (cents), null when no stay can start that day. */
export interface HotelAvailabilityEntry {
  day: string;
  price: number | null;
  promo: number | null;
  minLos: number | null;
  offerId: number | null;
  bestPriceOfTheMonth: boolean;
}

export interface HotelAvailabilitiesResponse {
  hotelId: number;
  availabilities: HotelAvailabilityEntry[];
}

/** GET /hotels/{hotelId}/availabilities.json — day by day availability of a hotel's stays. */
export function getHotelAvailabilities(
  api: KyInstance,
  { locale, hotelId, month, length, adults, children, babies }: HotelAvailabilitiesRequest,
  signal?: AbortSignal,
): Promise<HotelAvailabilitiesResponse> {
  return api
    .get(`hotels/${encodeURIComponent(hotelId)}/availabilities.json`, {
      searchParams: { locale, month, length, adult: adults, child: children, baby: babies },
      signal,
    })
    .json<HotelAvailabilitiesResponse>();
}

/** The months from `month` in the query cache: one entry per months asked together. */
export function hotelAvailabilitiesQuery(api: KyInstance, request: HotelAvailabilitiesRequest) {
  const { locale, hotelId, month, length, adults, children, babies } = request;
  return queryOptions({
    queryKey: ['hotel-availabilities', hotelId, locale, adults, children, babies, month, length],
    queryFn: ({ signal }) => getHotelAvailabilities(api, request, signal),
  });
}
