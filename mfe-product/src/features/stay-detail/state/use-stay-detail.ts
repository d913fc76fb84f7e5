import { useEffect, useEffectEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { stayDetailQuery, type StayDetailRequest } from '../api/get-stay-detail';

/**
 * The offer's detail for the page's criteria; asked again whenever dates or travellers change,
 * the price for the previous ones staying on screen meanwhile. An unknown offer (404) is the
 * page's "expired" state; any other failure is reported to the shell.
 */
export function useStayDetail(offerId: string, criteria: SearchCriteria) {
  const props = useRemoteProps();
  const api = useApiClient();
  const request: StayDetailRequest = { offerId, locale: props.locale, ...stayParams(criteria) };
  const query = useQuery({
    ...stayDetailQuery(api, request),
    // Without an offer id there is nothing to ask: the page says the offer expired.
    enabled: offerId !== '',
    placeholderData: keepPreviousData,
  });

  const reportFailure = useEffectEvent((error: unknown) => props.reportError(error, 'mfe-product'));
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) reportFailure(query.error);
  }, [query.error]);

  return query;
}
