import { useEffect, useState } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
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
 * Spec §4: once a check-in is chosen (with availability data), the night counts it allows.
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
  const [state, setState] = useState<{ key: string; nights: readonly number[] | null; loading: boolean }>({
    key: '',
    nights: null,
    loading: false,
  });

  useEffect(() => {
    if (!offerId || !checkin) return;
    const controller = new AbortController();
    setState({ key, nights: null, loading: true });
    getPackageCheckoutNights({
      apiBase,
      locale,
      offerId,
      checkin,
      adults,
      children,
      babies,
      minisite,
      signal: controller.signal,
    })
      .then((nights) => setState({ key, nights, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mfe-search] checkout nights unavailable', error);
        setState({ key, nights: null, loading: false });
      });
    return () => controller.abort();
  }, [key, apiBase, locale, offerId, checkin, adults, children, babies, minisite]);

  const current = state.key === key && key !== '';
  return { allowedNights: current ? state.nights : null, isLoading: current && state.loading };
}
