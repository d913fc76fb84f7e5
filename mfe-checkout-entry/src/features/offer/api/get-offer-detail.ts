import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface OfferDetailRequest {
  offerId: string;
  locale: Locale;
}

/** An activity of the stay whose day the shopper picks; its selections read `<activityId>_<yyyy-MM-dd>`. */
export interface OfferActivityDates {
  activityId: number;
  title: string;
  dates: { value: string; date: string }[];
}

/**
 * The parts of /weekend/{id}/detail.json the checkout shows: title, photo, hotel, the activities
 * dated at booking. A stay's summary and a stay given as a gift read the same call.
 */
export interface OfferDetail {
  id: number;
  label: string;
  /** false: the offer is no longer sold. */
  published?: boolean;
  images: string[];
  imagesBySize?: Partial<Record<'640_360' | '960_540', string[]>>;
  hotel: {
    id: number;
    label: string;
    stars: number;
    location: { label: string; address?: string; zipCode?: string };
    checkInOut?: { checkin: string; checkout: string };
  };
  programLines?: { type: string; title: string; activityId?: number | null }[];
  /** Asked without dates, each activity comes with its title and no dates. */
  activityDates?: OfferActivityDates[];
}

/** GET /weekend/{id}/detail.json without dates: the offer's presentation. */
export function getOfferDetail(
  api: KyInstance,
  request: OfferDetailRequest,
  signal?: AbortSignal,
): Promise<OfferDetail> {
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/detail.json`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<OfferDetail>();
}

/** The offer's presentation in the query cache, under the same key in the browser and on the server. */
export function offerDetailQuery(api: KyInstance, request: OfferDetailRequest) {
  return queryOptions({
    queryKey: ['offer-detail', request.offerId, request.locale],
    queryFn: ({ signal }) => getOfferDetail(api, request, signal),
  });
}
