import { useEffect, useMemo, useState } from 'react';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useRemoteProps } from '../../../context/remote-props';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { getWeekendDetail } from '../api/get-weekend-detail';
import type { MapMarker } from '../api/search-map-markers';
import {
  cardOfferFromDetail,
  cardOfferFromSearchOffer,
  loadedOfferOf,
  type MapCardOffer,
} from '../utils/map-card-offer';

export type MarkerOfferState =
  { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; offer: MapCardOffer };

/**
 * The stay shown in the info card of the selected marker: from the offers already loaded when it
 * is one of them, else from GET /weekend/{id}/detail.json for the searched dates and travellers.
 */
export function useMarkerOffer(
  marker: MapMarker | null,
  loaded: readonly SearchOffer[],
  request: OffersRequestBody,
): MarkerOfferState {
  const { apiBase, locale } = useRemoteProps();
  const loadedOffer = useMemo(() => (marker ? loadedOfferOf(marker, loaded) : undefined), [marker, loaded]);
  const [fetched, setFetched] = useState<{ id: number; state: MarkerOfferState } | null>(null);
  const weekendId = marker && !loadedOffer ? marker.weekendIds[0] : undefined;
  const { date, familyComposition } = request.filters.offer;

  useEffect(() => {
    if (weekendId === undefined) return;
    const controller = new AbortController();
    setFetched({ id: weekendId, state: { status: 'loading' } });
    getWeekendDetail({
      apiBase,
      id: weekendId,
      locale,
      checkin: date?.checkin,
      night: date?.nights,
      adult: familyComposition.adults,
      child: familyComposition.children,
      baby: familyComposition.babies,
      signal: controller.signal,
    })
      .then((detail) => {
        if (!controller.signal.aborted)
          setFetched({ id: weekendId, state: { status: 'success', offer: cardOfferFromDetail(detail) } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ id: weekendId, state: { status: 'error' } });
      });
    return () => controller.abort();
  }, [
    apiBase,
    locale,
    weekendId,
    date?.checkin,
    date?.nights,
    familyComposition.adults,
    familyComposition.children,
    familyComposition.babies,
  ]);

  if (!marker) return { status: 'none' };
  if (loadedOffer) return { status: 'success', offer: cardOfferFromSearchOffer(loadedOffer) };
  if (weekendId === undefined) return { status: 'error' };
  return fetched?.id === weekendId ? fetched.state : { status: 'loading' };
}
