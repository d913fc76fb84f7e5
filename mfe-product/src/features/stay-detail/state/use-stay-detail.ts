import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { getStayDetail, type StayDetail, type StayDetailRequest } from '../api/get-stay-detail';

/** The offer's detail for the page's criteria; asked again whenever dates or travellers change. */
export function useStayDetail(offerId: string, criteria: SearchCriteria) {
  const props = useRemoteProps();
  const request: StayDetailRequest = {
    apiBase: props.apiBase,
    offerId,
    locale: props.locale,
    ...stayParams(criteria),
  };
  return useRemoteData<StayDetail>(
    JSON.stringify(request),
    (signal) => getStayDetail(request, signal),
    (error) => props.reportError(error, 'mfe-product'),
  );
}
