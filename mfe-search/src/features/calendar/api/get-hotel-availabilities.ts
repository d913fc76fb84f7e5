import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface HotelAvailabilitiesRequest {
  apiBase: string;
  locale: Locale;
  hotelId: string;
  /** First month, yyyy-MM. */
  month: string;
  /** Number of months (2 on desktop, 4 on mobile). */
  length: number;
  adults: number;
  children: number;
  babies: number;
  signal?: AbortSignal;
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
export function getHotelAvailabilities({
  apiBase,
  locale,
  hotelId,
  month,
  length,
  adults,
  children,
  babies,
  signal,
}: HotelAvailabilitiesRequest): Promise<HotelAvailabilitiesResponse> {
  return ky
    .get(`${apiBase}/hotels/${encodeURIComponent(hotelId)}/availabilities.json`, {
      searchParams: { locale, month, length, adult: adults, child: children, baby: babies },
      signal,
    })
    .json<HotelAvailabilitiesResponse>();
}
