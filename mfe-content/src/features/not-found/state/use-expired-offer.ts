import { useRemoteProps } from '../../../context/remote-props';
import { useOfferList } from '../../offer-list/state/use-offer-list';
import { expiredOfferBranch, hotelIdOfHash } from '../utils/expired-offer-branch';
import { EXPIRED_OFFER_CHECK_LIMIT, HOTEL_OFFERS_LIMIT, hotelOffersRequest } from '../utils/not-found-requests';
import { useReportFailure } from '../../../hooks/use-report-failure';

/**
 * The hotelId branch of the 404 page. A link to an offer that has expired carries its hotel in the
 * hash (read only in the browser: the server never sees it). The page asks whether that hotel still
 * sells anything and, when it does, lists its offers in place of the way home.
 */
export function useExpiredOffer() {
  const { route, locale } = useRemoteProps();
  const hotelId = hotelIdOfHash(route.hash);
  const check = useOfferList(
    hotelId === undefined ? null : hotelOffersRequest(hotelId, locale, EXPIRED_OFFER_CHECK_LIMIT),
  );
  const branch = expiredOfferBranch(route.hash, check.data);
  const hotelOffers = useOfferList(
    branch.kind === 'expiredOffer' ? hotelOffersRequest(branch.hotelId, locale, HOTEL_OFFERS_LIMIT) : null,
  );
  useReportFailure(check.error ?? hotelOffers.error, 'mfe-content/not-found-hotel-offers');

  // Should the longer list fail, the offer the check found is still worth showing.
  const offers = hotelOffers.data?.exactMatch ?? (hotelOffers.isError ? (check.data?.exactMatch ?? []) : []);
  return { branch, offers, loadingOffers: hotelOffers.isPending };
}
