import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface ActivityDetailRequest {
  activityId: string;
  locale: Locale;
}

export interface ActivityLocation {
  /** The city. */
  label: string;
  lat: number;
  lng: number;
  address: string;
}

/** The hotel hosting the activity, which the page presents as the activity centre. */
export interface ActivityCentre {
  id: number;
  label: string;
  location: ActivityLocation;
  uri: string;
  star: number;
  main: boolean;
}

export interface ActivityProgramme {
  title: string;
  description: string;
  /** The activity's universe (wellness, sport, gastronomy…), already in the page's language. */
  univers: string;
  composition: string[];
  schedules: string[];
  importantInformation: string[];
  activityCenter: ActivityCentre;
}

/** What the offer costs for one participant count. Amounts in cents. */
export interface ActivityPrice {
  paxComposition: { adults: number };
  /** What the participants pay together. */
  sellPrice: number;
  /** The price without the promotion. */
  barPrice: number;
  refPrice: number;
  promo: number;
  promoPercentageRounded: number;
  moneySaved: number;
}

export interface BreadCrumbEntry {
  label: string;
  placeType: 'country' | 'region' | 'department' | 'city';
  placeId: number;
}

export interface ActivityDetail {
  id: number;
  label: string;
  description: string;
  uri: string;
  published: boolean;
  imagesBySize: { '120_80'?: string[]; '640_360': string[]; '960_540': string[] };
  activities: ActivityProgramme[];
  importantInformation: string[];
  niceToKnow: string[];
  locations: ActivityLocation[];
  mainActivityCenter: ActivityCentre;
  /** One price per participant count the offer is sold for. */
  prices: ActivityPrice[];
  breadCrumb: BreadCrumbEntry[];
  pageModel: { pageTitle: string; canonicalUrl: string; alternateUrls: string[]; metaRobots: string };
}

/** GET /api/activity-only/weekend/{id}/detail.json: the activity-only offer, its centre and its prices. */
export function getActivityDetail(
  api: KyInstance,
  { activityId, locale }: ActivityDetailRequest,
  signal?: AbortSignal,
): Promise<ActivityDetail> {
  return api
    .get(`api/activity-only/weekend/${encodeURIComponent(activityId)}/detail.json`, {
      searchParams: { locale },
      signal,
    })
    .json<ActivityDetail>();
}

/** The offer's detail in the query cache, under the same key in the browser and on the server. */
export function activityDetailQuery(api: KyInstance, request: ActivityDetailRequest) {
  return queryOptions({
    queryKey: ['activity-detail', request.activityId, request.locale],
    queryFn: ({ signal }) => getActivityDetail(api, request, signal),
  });
}
