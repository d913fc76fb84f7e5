import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { getPackageCheckoutNights } from '../api/get-package-checkout-nights';
import type { CalendarTravellers } from './use-hotel-availabilities';

export interface AllowedCheckoutNightsOptions {
  /** Nothing is fetched without an offer or a check-in. */
  offerId?: number | null;
  checkin?: string | null;
  travellers: CalendarTravellers;
  minisite?: string;
}

export interface AllowedCheckoutNights {
  allowedNights: readonly number[] | null;
  isLoading: boolean;
}

/**
 * Once a check-in is chosen (with availability data), the night counts it allows.
 * A failed request clears the allowed list rather than blocking the calendar.
 */
export function useAllowedCheckoutNights({
  offerId,
  checkin,
  travellers,
  minisite,
}: AllowedCheckoutNightsOptions): AllowedCheckoutNights {
  const { apiBase, locale } = useRemoteProps();
  const { adults, children, babies } = travellers;
  const key =
    offerId && checkin ? [apiBase, locale, offerId, checkin, adults, children, babies, minisite ?? ''].join('|') : '';
  const nights = useRemoteData(
    key || null,
    (signal) =>
      getPackageCheckoutNights({
        apiBase,
        locale,
        offerId: offerId!,
        checkin: checkin!,
        adults,
        children,
        babies,
        minisite,
        signal,
      }),
    (error) => console.warn('[mfe-search] checkout nights unavailable', error),
  );
  return {
    allowedNights: nights.status === 'success' ? nights.data : null,
    isLoading: nights.status === 'loading',
  };
}
