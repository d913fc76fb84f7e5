import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** The body of POST /api/search/activity-only.json (api README). Prices in cents per participant. */
export interface ActivitySearchRequestBody {
  criteria: {
    location?: {
      cityId?: number;
      poiId?: number;
      departmentId?: number;
      regionId?: number;
      countryId?: number;
      touristicId?: number;
      latitude?: number;
      longitude?: number;
      minDistance?: number;
      maxDistance?: number;
    };
    date?: { checkin: string; nights?: number };
    participants: number;
    tags?: number[];
    price?: { min?: number; max?: number };
  };
  numberOfPackagesPerHotel: number;
  locale: Locale;
  page: number;
  limit: number;
}

/** One activity card. Prices are for all the participants. */
export interface ActivityCardData {
  id: number;
  label: string;
  description: string;
  imageUrl: string;
  images: string[];
  uri: string;
  tagId: number;
  durationMinutes: number;
  distance: number | null;
  hotel: {
    id: number;
    label: string;
    stars: number;
    uri: string;
    location: { label: string; lat: number; lng: number };
  };
  prices: { paxComposition: { adults: number }; sellPrice: number; barPrice: number; promo: number }[];
}

export interface ActivityHotelGroup {
  hotel: {
    id: number;
    label: string;
    stars: number;
    uri: string;
    review: { count: number; average: number };
    location: { label: string; lat: number; lng: number };
  };
  distance: number | null;
  packages: ActivityCardData[];
}

export interface ActivitySearchResponse {
  mainTitle: string;
  /** Hotels. */
  totalCount: number;
  packageCount: number;
  hotels: ActivityHotelGroup[];
  searchDetails: {
    totalCount: number;
    checkin: string | null;
    participants: number;
    location: { latitude: number; longitude: number } | null;
    destination: string | null;
    locationHierarchy: { type: string; id: number; label: string }[];
    cityId: number | null;
    uri: null;
  };
}

/** POST /api/search/activity-only.json — activity-only offers per hotel for the criteria. */
export function searchActivities(
  api: KyInstance,
  body: ActivitySearchRequestBody,
  signal?: AbortSignal,
): Promise<ActivitySearchResponse> {
  return api.post('api/search/activity-only.json', { json: body, signal }).json<ActivitySearchResponse>();
}

export function activitySearchQuery(api: KyInstance, body: ActivitySearchRequestBody) {
  return queryOptions({
    queryKey: ['activity-search', body],
    queryFn: ({ signal }) => searchActivities(api, body, signal),
  });
}
