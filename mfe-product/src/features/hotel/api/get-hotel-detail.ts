import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import { stayQueryParams } from '../../../utils/stay-query-params';

/** The hotel asked for, with the dates (optional) and travellers its stays are priced for. */
export interface HotelDetailRequest {
  hotelId: string;
  locale: Locale;
  /** yyyy-MM-dd; with `nights`, the stays are those bookable on these dates, at their price. */
  checkin?: string;
  nights?: number;
  adults: number;
  children: number;
  babies: number;
}

/** A stay sold in a room, priced for the request (cents). */
export interface RoomOffer {
  id: number;
  label: string;
  nights: number;
  price: { sellPrice: number; refPrice: number; promoPercentageRounded: number; nights: number };
  checkin: string | null;
  paxCount: number;
  /** True when the price is the final one for the dates asked, false for a from-price. */
  hasSelectedDates: boolean;
  /** What the stay adds to the room, e.g. "Buffet breakfast + Spa access". */
  shortProgramIntroWithoutRoom: string;
  cancellationPolicy: { cancellable: boolean; message: string };
}

export interface HotelRoom {
  uuid: string;
  label: string;
  /** m² */
  size: number;
  type: string;
  bedding: string;
  capacity: number;
  maxCapacity: number;
  description: string;
  detailsSection: { title: string; details: string[] }[];
  highlightedFacilities: string[];
  images: string[];
  imageUrl: string;
  importantInfos: string[];
  /** Cheapest first; never empty (a room with nothing to sell is left out). */
  offers: RoomOffer[];
}

export interface NearbyHotel {
  id: number;
  label: string;
  uri: string;
  stars: number;
  review: { count: number; average: number };
  imageUrl: string;
  location: { label: string };
  /** Cheapest stay for the travellers, in cents; null when no date is left to book. */
  fromPrice: number | null;
}

export type PlaceType = 'country' | 'region' | 'city';

export interface HotelLocalTax {
  amount: number;
  currency: string;
  type: 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE';
  percentage?: number;
  toBePaidAtHotel: boolean;
}

export interface HotelDetail {
  id: number;
  label: string;
  uri: string;
  /** False when the hotel has nothing left to sell: the page stays reachable but is not indexed. */
  active: boolean;
  stars: number;
  description: string;
  review: { count: number; average: number; score: number };
  location: {
    label: string;
    lat: number;
    lng: number;
    address: string;
    completeAddress: { streetAddress: string; zipCode: string; city?: string };
  };
  checkInOut: { checkin: string; checkout: string };
  highlightedFacilities: { id: string; name: string }[];
  facilities: { id: string; name: string }[];
  /** The general information "parking": how guests park; empty without parking. */
  parkings: string[];
  ecoFacilities: string[];
  ecoLabel: boolean;
  policy: { petsAllowed: boolean; petsPrice: number; petsMaxWeight: number; petsMaxNumberOfPets?: number };
  importantInfos: string[];
  localTax: HotelLocalTax;
  images: string[];
  imagesBySize: { '120_80'?: string[]; '640_360': string[]; '960_540': string[] };
  /** Country, region, city. */
  breadcrumb: { label: string; placeType: PlaceType; placeId: number }[];
  /** Cheapest first; only rooms with a stay to sell (on the dates asked, when there are some). */
  rooms: HotelRoom[];
  nearbyHotels: NearbyHotel[];
}

/** GET /api/hotel/{id}/detail.json: the hotel, its rooms with their stays priced for the request, hotels nearby. */
export function getHotelDetail(
  api: KyInstance,
  request: HotelDetailRequest,
  signal?: AbortSignal,
): Promise<HotelDetail> {
  return api
    .get(`api/hotel/${encodeURIComponent(request.hotelId)}/detail.json`, {
      searchParams: stayQueryParams(request, 'nights'),
      signal,
    })
    .json<HotelDetail>();
}

/** The hotel's detail in the query cache, under the same key in the browser and on the server. */
export function hotelDetailQuery(api: KyInstance, request: HotelDetailRequest) {
  const { hotelId, locale, checkin, nights, adults, children, babies } = request;
  return queryOptions({
    queryKey: ['hotel-detail', hotelId, locale, checkin ?? null, nights ?? null, adults, children, babies],
    queryFn: ({ signal }) => getHotelDetail(api, request, signal),
  });
}
