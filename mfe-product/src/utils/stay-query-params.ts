import type { Locale } from '@escapade/shared-contracts/locales';

/** A stay asked for by id, with optional dates and the travellers, as the product calls take it. */
export interface StayCriteriaRequest {
  offerId: string;
  locale: Locale;
  /** yyyy-MM-dd; with `nights`, prices are for those dates, otherwise from-prices. */
  checkin?: string;
  nights?: number;
  adults: number;
  children: number;
  babies: number;
}

/**
 * The query of those calls: the api's names for the travellers, the dates only when both are known.
 * The offer id is not part of it (it is in the path), so the hotel page's call takes it too.
 */
export function stayQueryParams(
  request: Omit<StayCriteriaRequest, 'offerId'>,
  nightsName: 'nights' | 'night' = 'nights',
): URLSearchParams {
  const searchParams = new URLSearchParams({ locale: request.locale });
  if (request.checkin && request.nights) {
    searchParams.set('checkin', request.checkin);
    searchParams.set(nightsName, String(request.nights));
  }
  searchParams.set('adult', String(request.adults));
  searchParams.set('child', String(request.children));
  searchParams.set('baby', String(request.babies));
  return searchParams;
}

/** The parts of a query key that name the stay asked for. */
export function stayRequestKey(request: StayCriteriaRequest) {
  const { offerId, locale, checkin, nights, adults, children, babies } = request;
  return [offerId, locale, checkin ?? null, nights ?? null, adults, children, babies] as const;
}
