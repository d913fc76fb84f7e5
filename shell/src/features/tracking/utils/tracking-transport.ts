/**
 * The tracking transport: every `tracking:event` on the bus goes to
 * POST /analytics/ga/collect/{pos} with the client, user, session, page and event fields. Events
 * leave in the order they were emitted. Failures are silently ignored.
 */
import type { KyInstance } from 'ky';
import type { EventBus } from '@escapade/shared-contracts/event-bus';
import { bcp47, type Locale, type PointOfSaleId } from '@escapade/shared-contracts/locales';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { postAnalyticsEvent, type AnalyticsHit, type PostAnalyticsEventRequest } from '../api/post-analytics-event';
import { readValidSession, touchSession, waitForValidSession, type AnalyticsSession } from './analytics-session';
import { ensureClientIdCookie, pollClientId, readClientId } from './client-id';
import { readReferralIds } from './referral-ids';

export interface TrackingTransportOptions {
  bus: EventBus;
  locale: Locale;
  pointOfSale: PointOfSaleId;
  careMode: boolean;
  api: KyInstance;
  apiBase: string;
  /** Replaced in tests. */
  send?: (request: PostAnalyticsEventRequest) => Promise<void>;
  now?: () => number;
}

/** Where the event happened, read when it is emitted (the page may change before it is sent). */
function pageOf(locale: Locale): AnalyticsHit['page'] {
  return {
    location: window.location.href,
    path: window.location.pathname,
    title: document.title,
    referrer: document.referrer,
    locale,
  };
}

/**
 * The page view that opens a page starts (or slides on) the session. Other events can come first —
 * a remote tracks its list while its page mounts — so they wait for a valid session
 * (SESSION_WAIT_RETRIES × SESSION_WAIT_INTERVAL_MS); past that they start one themselves, so no
 * event is lost.
 */
async function sessionFor(event: TrackingEvent, now: () => number): Promise<AnalyticsSession> {
  if (event.name !== 'page_view') await waitForValidSession(() => readValidSession(now()));
  return touchSession(now());
}

/** Starts sending the bus's tracking events; returns the function that stops it. */
export function startTrackingTransport(options: TrackingTransportOptions): () => void {
  const { bus, locale, pointOfSale, careMode, api, apiBase } = options;
  const send = options.send ?? ((request: PostAnalyticsEventRequest) => postAnalyticsEvent(api, request));
  const now = options.now ?? Date.now;

  try {
    ensureClientIdCookie();
  } catch {
    // Cookies switched off: events go out without a client id.
  }
  const clientId = pollClientId(() => readClientId()).catch(() => null);
  let queue: Promise<void> = Promise.resolve();

  async function deliver(event: TrackingEvent, page: AnalyticsHit['page'], emittedAt: number): Promise<void> {
    const session = await sessionFor(event, now);
    const hit: AnalyticsHit = {
      client: {
        id: await clientId,
        language: navigator.language || bcp47(locale),
        screen: `${window.screen.width}x${window.screen.height}`,
      },
      user: { careMode, referrals: readReferralIds() },
      session: { id: session.id, startedAt: session.startedAt },
      page,
      event: { ...event, timestamp: emittedAt },
    };
    await send({ apiBase, pointOfSale, hit });
  }

  const stop = bus.on('tracking:event', (event) => {
    const page = pageOf(locale);
    const emittedAt = now();
    queue = queue
      .then(() => deliver(event, page, emittedAt))
      .catch(() => {
        // Analytics failures are silently ignored: tracking never disturbs the visitor.
      });
  });
  return stop;
}
