/**
 * The page's typed event bus. One bus per page, created by the shell and passed to every remote in
 * its props. Events are namespaced `area:name`. State-like events replay their last value to late
 * subscribers; a listener that throws never stops the others.
 */
import type { RouteKind, Flow } from './routes';
import type { TrackingEvent } from './tracking';

export interface WishlistItem {
  id: string;
  type: 'STAY' | 'ACTIVITY';
  label: string;
  headwords?: string[];
  imageUrl: string;
  uri: string;
  hotel?: { label: string; stars?: number };
}

/** A product in the recently viewed lists: as the wishlist keeps it, with the price it was seen at. */
export interface RecentlyViewedItem extends WishlistItem {
  /** Cents. */
  price?: { sellPrice: number; refPrice?: number; promo?: number; nights?: number };
}

export interface RecentlyViewed {
  stays: RecentlyViewedItem[];
  activities: RecentlyViewedItem[];
}

export interface PageMeta {
  title: string;
  description?: string;
  /** e.g. 'noindex, follow' */
  robots?: string;
  canonicalPath?: string;
  /**
   * The previous and next pages of a paged list (path with query, no hash), written as
   * `<link rel="prev|next">` so a crawler follows the list in order.
   */
  prevPath?: string;
  nextPath?: string;
}

/** What a page tells the shell so the targeted banner of the page can be chosen. */
export interface BannerContext {
  page: RouteKind;
  flow?: Flow;
  department?: string;
  theme?: number;
  city?: string;
  country?: string;
  region?: string;
  isLessThanTwoHours?: boolean;
}

export interface SearchSubmitted {
  /** The criteria as location hash (no leading '#'), and the flow. */
  hash: string;
  flow: Flow;
}

/**
 * Which optional parts of the footer a page asks for (a CMS page's footer flags). A page that says
 * nothing gets the frame's defaults; the shell forgets the parts on every move to another page.
 */
export interface FooterParts {
  /** The booking legal block (terms, package directive, data controller notes). */
  legal: boolean;
  newsletter: boolean;
  /** The contact block (help hours, FAQ link). */
  contact: boolean;
}

export interface AppError {
  message: string;
  source: string;
}

export interface EscapadeEvents {
  'search:submitted': SearchSubmitted;
  'wishlist:toggle': WishlistItem;
  'wishlist:changed': { ids: string[] };
  /** A product page was viewed: the shell keeps it among the recently viewed products. */
  'product:viewed': RecentlyViewedItem;
  /** The products viewed lately, newest first, stays and activities apart (kept by the shell). */
  'recentlyViewed:changed': RecentlyViewed;
  'tracking:event': TrackingEvent;
  'page:meta': PageMeta;
  'page:footer': FooterParts;
  'banner:context': BannerContext;
  'error:alert': AppError;
}

export type EventName = keyof EscapadeEvents;

/** Events whose last value describes the current state: replayed to late subscribers. */
export const STATE_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'page:meta',
  'page:footer',
  'banner:context',
  'wishlist:changed',
  'recentlyViewed:changed',
]);

export type Listener<K extends EventName> = (payload: EscapadeEvents[K]) => void;

export interface EventBus {
  emit<K extends EventName>(name: K, payload: EscapadeEvents[K]): void;
  /** Returns the unsubscribe function. */
  on<K extends EventName>(name: K, listener: Listener<K>): () => void;
  /** Last value of a state-like event, if any. */
  last<K extends EventName>(name: K): EscapadeEvents[K] | undefined;
}

/**
 * Creates the page's bus. `onListenerError` hears about every listener that throws (the other
 * listeners still run); an error thrown by `onListenerError` itself is swallowed for the same reason.
 */
export function createEventBus(onListenerError: (error: unknown, name: EventName) => void = () => {}): EventBus {
  // One record per subscription, so the same function subscribed twice is two subscriptions and
  // each unsubscribe removes only its own.
  const subscriptions = new Map<EventName, Set<{ listener: Listener<EventName> }>>();
  const lastValues = new Map<EventName, unknown>();

  function call<K extends EventName>(name: K, listener: Listener<K>, payload: EscapadeEvents[K]): void {
    try {
      listener(payload);
    } catch (error) {
      try {
        onListenerError(error, name);
      } catch {
        // A broken error reporter must not stop the other listeners either.
      }
    }
  }

  return {
    emit(name, payload) {
      if (STATE_EVENTS.has(name)) lastValues.set(name, payload);
      const set = subscriptions.get(name);
      if (!set) return;
      for (const subscription of [...set]) {
        // A listener removed by an earlier one during this emit is not called any more.
        if (set.has(subscription)) call(name, subscription.listener as Listener<typeof name>, payload);
      }
    },
    on(name, listener) {
      let set = subscriptions.get(name);
      if (!set) subscriptions.set(name, (set = new Set()));
      const subscription = { listener: listener as Listener<EventName> };
      set.add(subscription);
      if (STATE_EVENTS.has(name) && lastValues.has(name))
        call(name, listener, lastValues.get(name) as EscapadeEvents[typeof name]);
      return () => {
        set.delete(subscription);
      };
    },
    last(name) {
      return lastValues.get(name) as EscapadeEvents[typeof name] | undefined;
    },
  };
}
