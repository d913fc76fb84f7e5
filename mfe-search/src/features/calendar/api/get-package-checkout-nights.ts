import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface PackageCheckoutNightsRequest {
  locale: Locale;
  offerId: number;
  checkin: string;
  adults: number;
  children: number;
  babies: number;
  /** The partner minisite the visitor is on, if any. */
  minisite?: string;
}

export interface PackageCheckoutNightsResponse {
  offerId: number;
  checkin: string;
  /** Night counts bookable from the check-in, ascending. */
  nights: number[];
  /** Why no stay can start that day (PACKAGE_NOT_AVAILABLE_CHECKIN), else null. */
  error?: string | null;
}

/** The api's word for a check-in no stay of the offer can start on. */
export const CHECKIN_NOT_AVAILABLE_ERROR = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

export interface CheckoutNightsOfCheckin {
  nights: number[];
  /** The api turned the check-in down: the day cannot start a stay at all. */
  checkinUnavailable: boolean;
}

/** GET /weekend/{offer}/packageCheckoutNights.json — the stay lengths a check-in allows. */
export async function getPackageCheckoutNights(
  api: KyInstance,
  { locale, offerId, checkin, adults, children, babies, minisite }: PackageCheckoutNightsRequest,
): Promise<CheckoutNightsOfCheckin> {
  const searchParams: Record<string, string | number | boolean> = {
    checkin,
    adult: adults,
    child: children,
    baby: babies,
    locale,
    multiOffer: true,
    client: 'msite',
  };
  if (minisite) searchParams.minisite = minisite;
  const response = await api
    .get(`weekend/${offerId}/packageCheckoutNights.json`, { searchParams })
    .json<PackageCheckoutNightsResponse>();
  return {
    nights: response.nights,
    checkinUnavailable: response.error?.includes(CHECKIN_NOT_AVAILABLE_ERROR) ?? false,
  };
}

export function packageCheckoutNightsQuery(api: KyInstance, request: PackageCheckoutNightsRequest) {
  const { locale, offerId, checkin, adults, children, babies, minisite } = request;
  return queryOptions({
    queryKey: ['package-checkout-nights', offerId, checkin, locale, adults, children, babies, minisite ?? null],
    // Never cancelled once sent: choosing the same check-in again (a double click) has the calendar
    // let go of the request for a moment, and a cancelled request would be sent a second time. The
    // answer is small and goes to the cache either way.
    queryFn: () => getPackageCheckoutNights(api, request),
  });
}
