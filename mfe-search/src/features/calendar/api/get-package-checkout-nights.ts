import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface PackageCheckoutNightsRequest {
  apiBase: string;
  locale: Locale;
  offerId: number;
  checkin: string;
  adults: number;
  children: number;
  babies: number;
  /** The partner minisite the visitor is on, if any. */
  minisite?: string;
  signal?: AbortSignal;
}

export interface PackageCheckoutNightsResponse {
  offerId: number;
  checkin: string;
  /** Night counts bookable from the check-in, ascending. */
  nights: number[];
}

/** GET /weekend/{offer}/packageCheckoutNights.json — the stay lengths a check-in allows. */
export async function getPackageCheckoutNights({
  apiBase,
  locale,
  offerId,
  checkin,
  adults,
  children,
  babies,
  minisite,
  signal,
}: PackageCheckoutNightsRequest): Promise<number[]> {
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
  const response = await ky
    .get(`${apiBase}/weekend/${offerId}/packageCheckoutNights.json`, { searchParams, retry: 0, signal })
    .json<PackageCheckoutNightsResponse>();
  return response.nights;
}
