import type { KyInstance } from 'ky';
import type { Locale, PointOfSaleId } from '@escapade/shared-contracts/locales';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import type { ReferralIds } from '../utils/referral-ids';

/** Body of POST /analytics/ga/collect/{pos} (api/README.md "Analytics"). */
export interface AnalyticsHit {
  client: { id: string | null; language: string; screen?: string };
  user: { careMode: boolean; referrals: ReferralIds };
  session: { id: string | null; startedAt: number | null };
  page: { location: string; path: string; title: string; referrer: string; locale: Locale };
  event: TrackingEvent & { timestamp: number };
}

/** The api answers 204 with no body. */
export type PostAnalyticsEventResponse = void;

export interface PostAnalyticsEventRequest {
  /** The beacon is the browser's own request, outside the api client: it needs the api's full address. */
  apiBase: string;
  pointOfSale: PointOfSaleId;
  hit: AnalyticsHit;
}

/** An event must not hold anything up: past this the fetch is dropped. */
const ANALYTICS_TIMEOUT_MS = 5_000;

/**
 * Sends one event. A beacon when the browser has one (it survives the page being left; its body
 * is text/plain, which the api reads as JSON), else a keepalive fetch. Rejects on failure; the
 * transport ignores it.
 */
export async function postAnalyticsEvent(
  api: KyInstance,
  { apiBase, pointOfSale, hit }: PostAnalyticsEventRequest,
): Promise<PostAnalyticsEventResponse> {
  const path = `analytics/ga/collect/${pointOfSale}`;
  const body = JSON.stringify(hit);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    // false: the browser's beacon queue is full; the fetch below is the second chance.
    if (navigator.sendBeacon(`${apiBase}/${path}`, body)) return;
  }
  await api.post(path, {
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    timeout: ANALYTICS_TIMEOUT_MS,
  });
}
