import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { giftCardAmountsQuery } from '../api/get-gift-card-amounts';

/** The gift card's amounts for the site's locale; a failure is reported once. */
export function useGiftCardAmounts() {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const query = useQuery(giftCardAmountsQuery(api, { locale }));

  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-gift/gift-card'));
  useEffect(() => {
    if (query.error) reportFailure(query.error);
  }, [query.error]);

  return query;
}
