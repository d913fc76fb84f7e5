import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import type { SearchOffer } from '../../../utils/search-offers-answer';
import { weekendDetailQuery } from '../api/get-weekend-detail';
import type { MapMarker } from '../api/search-map-cells';
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
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const loadedOffer = useMemo(() => (marker ? loadedOfferOf(marker, loaded) : undefined), [marker, loaded]);
  const weekendId = marker && !loadedOffer ? marker.weekendIds[0] : undefined;
  const { date, familyComposition } = request.filters.offer;
  const detail = useQuery({
    ...weekendDetailQuery(api, {
      id: weekendId ?? 0,
      locale,
      checkin: date?.checkin,
      night: date?.nights,
      adult: familyComposition.adults,
      child: familyComposition.children,
      baby: familyComposition.babies,
    }),
    enabled: weekendId !== undefined,
    select: cardOfferFromDetail,
  });

  if (!marker) return { status: 'none' };
  if (loadedOffer) return { status: 'success', offer: cardOfferFromSearchOffer(loadedOffer) };
  if (weekendId === undefined) return { status: 'error' };
  if (detail.data) return { status: 'success', offer: detail.data };
  return detail.isError ? { status: 'error' } : { status: 'loading' };
}
