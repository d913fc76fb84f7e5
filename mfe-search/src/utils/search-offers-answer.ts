/**
 * The answer of POST /api/offers.json, read by the results grid, the cards, the map and the
 * fallback suggestions.
 */
import type { Flow } from '@escapade/shared-contracts/routes';

export type OfferPriceType = 'from-price' | 'final-price' | 'gift';

/** One offer card of the results (api README "POST /api/offers.json"). Amounts in cents. */
export interface SearchOffer {
  id: number;
  label: string;
  imageUrl: string;
  images: string[];
  uri: string;
  headwords: string[];
  hotel: {
    id: number;
    label: string;
    stars: number;
    review: { count: number; average: number };
    location: { label: string; uri: string; address: string; zipCode: string; lat: number; lng: number };
  };
  sellPrice: number;
  refPrice: number;
  /** Whole percent. */
  promo: number;
  priceType: OfferPriceType;
  availableRooms: number;
  expiration: string | null;
  lastMinute: boolean;
  marketingLabels: string[];
  cancellationPolicy: { cancellable: boolean; message: string };
  /** Kilometres from the searched point. */
  distance: number | null;
  nights: number;
  paxCount: number;
  adult: number;
  child: number;
  baby: number;
  checkin: string | null;
  checkout: string | null;
  flowType: Flow;
  index: number;
  topTheme: number | null;
  autoDiscount: { code: string; value: number } | null;
  prices: {
    paxComposition: { adults: number };
    promo: number;
    priceType: OfferPriceType;
    barPrice: number;
    sellPrice: number;
  }[];
}

export interface SearchDetails {
  totalCount: number;
  checkin: string | null;
  night: number | null;
  adult: number;
  child: number;
  baby: number;
  hotelId: number | null;
  location: { latitude: number; longitude: number } | null;
  destination: string | null;
  locationHierarchy: { type: string; id: number; label: string }[];
  /** Where this search lives; null while the api leaves the URL scheme to the shell. */
  uri: string | null;
  theme: number | null;
  cityId: number | null;
  themeId: number | null;
}

export interface SearchOffersResponse {
  exactMatch: SearchOffer[];
  totalCount: number;
  searchDetails: SearchDetails;
}
