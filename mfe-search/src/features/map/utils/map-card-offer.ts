import type { OfferPriceType, SearchOffer } from '../../../utils/search-offers-answer';
import type { WeekendDetailResponse } from '../api/get-weekend-detail';
import type { MapMarker } from '../api/search-map-cells';

/** What the map's info card shows of a stay, from a loaded offer or from the stay detail. */
export interface MapCardOffer {
  id: number;
  label: string;
  imageUrl: string | null;
  hotelLabel: string;
  stars: number;
  locationLabel: string;
  review: { count: number; average: number };
  /** Cents. */
  sellPrice: number;
  refPrice: number;
  promo: number;
  priceType: OfferPriceType;
}

export function cardOfferFromSearchOffer(offer: SearchOffer): MapCardOffer {
  return {
    id: offer.id,
    label: offer.label,
    imageUrl: offer.imageUrl || null,
    hotelLabel: offer.hotel.label,
    stars: offer.hotel.stars,
    locationLabel: offer.hotel.location.label,
    review: offer.hotel.review,
    sellPrice: offer.sellPrice,
    refPrice: offer.refPrice,
    promo: offer.promo,
    priceType: offer.priceType,
  };
}

export function cardOfferFromDetail(detail: WeekendDetailResponse): MapCardOffer {
  return {
    id: detail.id,
    label: detail.label,
    imageUrl: detail.images[0] ?? null,
    hotelLabel: detail.hotel.label,
    stars: detail.hotel.stars,
    locationLabel: detail.hotel.location.label,
    review: detail.hotel.review,
    sellPrice: detail.price.sellPrice,
    refPrice: detail.price.refPrice,
    promo: detail.price.promoPercentageRounded,
    priceType: detail.price.priceType,
  };
}

/**
 * The loaded offer a marker stands for: its best stay (first weekend id) when loaded, else any
 * loaded offer of the same hotel. None: the card fetches the stay detail.
 */
export function loadedOfferOf(marker: MapMarker, loaded: readonly SearchOffer[]): SearchOffer | undefined {
  const first = marker.weekendIds[0];
  return loaded.find((offer) => offer.id === first) ?? loaded.find((offer) => offer.hotel.id === marker.id);
}
