import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { AvailabilityDay } from '../utils/calendar-rules';
import { travellersKey, travellersParams, type Travellers } from './travellers-params';

/** The calendar asks month by month, so each month is cached once and a step asks only for new months. */
const MONTHS_PER_CALL = 1;

export interface HotelAvailabilitiesRequest {
  hotelId: number;
  /**
   * The stay shown: its own days and prices, not those of the hotel's other offers. Left out, the
   * answer is the whole hotel's: a day is open when any of its stays can start then, at the
   * cheapest night among them (the hotel page's calendar).
   */
  offerId?: string;
  locale: Locale;
  /** yyyy-MM. */
  month: string;
  travellers: Travellers;
}

/** One day of the answer: no price when no stay can start that day. */
interface HotelAvailabilityEntry {
  day: string;
  price: number | null;
  promo: number | null;
  bestPriceOfTheMonth: boolean;
}

interface HotelAvailabilitiesAnswer {
  hotelId: number;
  availabilities: HotelAvailabilityEntry[];
}

/** The days of the answer a stay can start on. */
function availableDays(answer: HotelAvailabilitiesAnswer): AvailabilityDay[] {
  return answer.availabilities.flatMap(({ day, price, promo, bestPriceOfTheMonth }) =>
    price === null ? [] : [{ day, price, promo: promo ?? 0, bestPriceOfTheMonth }],
  );
}

/**
 * GET /hotels/{hotelId}/availabilities.json: the days of one month a stay of the offer (or of the
 * hotel, without an offer) can start on, with the night's price for the travellers (cents) and the
 * month's best price. A stay's calendar must name its stay: an empty id is refused.
 */
export async function getHotelAvailabilities(
  api: KyInstance,
  { hotelId, offerId, locale, month, travellers }: HotelAvailabilitiesRequest,
  signal?: AbortSignal,
): Promise<AvailabilityDay[]> {
  if (offerId === '') throw new Error('Product ID is required');
  const searchParams = new URLSearchParams({
    locale,
    month,
    length: String(MONTHS_PER_CALL),
    ...(offerId === undefined ? {} : { offerId }),
    ...travellersParams(travellers),
  });
  const answer = await api
    .get(`hotels/${hotelId}/availabilities.json`, { searchParams, signal })
    .json<HotelAvailabilitiesAnswer>();
  return availableDays(answer);
}

export function hotelAvailabilitiesQuery(api: KyInstance, request: HotelAvailabilitiesRequest) {
  const { hotelId, offerId, locale, month, travellers } = request;
  return queryOptions({
    queryKey: ['hotel-availabilities', hotelId, offerId ?? null, locale, month, ...travellersKey(travellers)],
    queryFn: ({ signal }) => getHotelAvailabilities(api, request, signal),
  });
}
