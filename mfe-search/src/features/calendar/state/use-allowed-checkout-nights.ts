import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { packageCheckoutNightsQuery } from '../api/get-package-checkout-nights';
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
  /** The check-in, when the api answered that no stay can start on it. */
  refusedCheckin: string | null;
  isLoading: boolean;
}

/**
 * Once a check-in is chosen (with availability data), the night counts it allows, or that the api
 * turned the check-in down. A failed request clears the allowed list rather than blocking the calendar.
 */
export function useAllowedCheckoutNights({
  offerId,
  checkin,
  travellers,
  minisite,
}: AllowedCheckoutNightsOptions): AllowedCheckoutNights {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const query = useQuery({
    ...packageCheckoutNightsQuery(api, {
      locale,
      offerId: offerId ?? 0,
      checkin: checkin ?? '',
      adults: travellers.adults,
      children: travellers.children,
      babies: travellers.babies,
      minisite,
    }),
    enabled: Boolean(offerId && checkin),
  });
  useOnNewValue(query.error, (error) => console.warn('[mfe-search] checkout nights unavailable', error));
  return {
    allowedNights: query.data?.nights ?? null,
    refusedCheckin: query.data?.checkinUnavailable && checkin ? checkin : null,
    isLoading: query.isFetching,
  };
}
