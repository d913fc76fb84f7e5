import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { getOfferDetail, type OfferDetail } from '../api/get-offer-detail';
import { getStayQuote, type StayQuote } from '../api/get-stay-quote';

export interface BookingSummaryData {
  quote: StayQuote;
  detail: OfferDetail;
}

/** The quote and the offer's presentation, asked for together; criteria must carry dates. */
export function useBookingSummary(offerId: string, criteria: SearchCriteria & { checkin: string; night: number }) {
  const props = useRemoteProps();
  const quoteRequest = {
    apiBase: props.apiBase,
    offerId,
    locale: props.locale,
    ...stayParams(criteria),
  };
  return useRemoteData<BookingSummaryData>(
    JSON.stringify(quoteRequest),
    async (signal) => {
      const [quote, detail] = await Promise.all([
        getStayQuote(quoteRequest, signal),
        getOfferDetail({ apiBase: props.apiBase, offerId, locale: props.locale }, signal),
      ]);
      return { quote, detail };
    },
    (error) => props.reportError(error, 'mfe-checkout-entry'),
  );
}
