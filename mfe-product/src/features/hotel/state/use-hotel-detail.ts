import { useEffect, useEffectEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { Locale } from '@escapade/shared-contracts/locales';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { hotelDetailQuery, type HotelDetailRequest } from '../api/get-hotel-detail';

/** The hotel's call for the page's criteria: its dates (both or none) and travellers. */
export function hotelDetailRequest(hotelId: string, locale: Locale, criteria: SearchCriteria): HotelDetailRequest {
  return { hotelId, locale, ...stayParams(criteria) };
}

/**
 * The hotel with its rooms priced for the page's criteria; asked again whenever dates or travellers
 * change, the rooms for the previous ones staying on screen meanwhile. An unknown hotel (404) is the
 * page's "not found" state; any other failure is reported to the shell.
 */
export function useHotelDetail(hotelId: string, criteria: SearchCriteria) {
  const props = useRemoteProps();
  const api = useApiClient();
  const query = useQuery({
    ...hotelDetailQuery(api, hotelDetailRequest(hotelId, props.locale, criteria)),
    // Without a hotel id there is nothing to ask: the page says the hotel is not found.
    enabled: hotelId !== '',
    placeholderData: keepPreviousData,
  });

  const reportFailure = useEffectEvent((error: unknown) => props.reportError(error, 'mfe-product'));
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) reportFailure(query.error);
  }, [query.error]);

  return query;
}
