import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface ActivityDetailRequest {
  activityId: string;
  locale: Locale;
}

export interface ActivityPlace {
  /** The city. */
  label: string;
  address: string;
}

/** The hotel hosting the activity, presented as the activity centre. */
export interface ActivityCentre {
  id: number;
  label: string;
  location: ActivityPlace;
}

export interface ActivityProgramme {
  title: string;
  description: string;
  composition: string[];
  schedules: string[];
  activityCenter: ActivityCentre;
}

/** What the offer costs for one participant count (cents). */
export interface ActivityPrice {
  paxComposition: { adults: number };
  sellPrice: number;
  refPrice: number;
  promoPercentageRounded: number;
}

/** The parts of the activity-only detail the checkout shows. */
export interface ActivityDetail {
  id: number;
  label: string;
  /** false: the offer is no longer sold. */
  published: boolean;
  imagesBySize: Partial<Record<'640_360' | '960_540', string[]>>;
  activities: ActivityProgramme[];
  mainActivityCenter: ActivityCentre;
  prices: ActivityPrice[];
}

/** GET /api/activity-only/weekend/{id}/detail.json: the activity, its centre and its prices. */
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

export function activityDetailQuery(api: KyInstance, request: ActivityDetailRequest) {
  return queryOptions({
    queryKey: ['activity-detail', request.activityId, request.locale],
    queryFn: ({ signal }) => getActivityDetail(api, request, signal),
  });
}
