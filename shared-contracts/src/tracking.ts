/** Tracking events remotes publish on the bus (`tracking:event`); the shell transports them. */

export const TRACKING_EVENT_NAMES = [
  'page_view',
  'add_to_cart',
  'view_item',
  'view_item_list',
  'select_item',
  'personalization_item',
  'search',
  'newsletter_subscribe',
  'begin_checkout',
  'purchase',
  /** The wallet could not start, or the order could not be created: no payment was attempted. */
  'payment_init_failure',
  /** The payment itself was refused. */
  'payment_failure',
  /**
   * How one remote came onto a page (sampled): its manifest, script, mount and server-render times,
   * whether the server rendered it or fell back to the browser, and whether it failed.
   */
  'remote_load',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

export interface TrackingItem {
  item_id: string;
  item_category: 'weekend' | 'single_voucher' | 'activity' | 'box' | 'giftcard';
  quantity: number;
  /** Euros, as analytics expects. */
  price: number;
  value?: number;
  box_price?: number;
  item_name?: string;
  index?: number;
}

export interface TrackingEvent {
  name: TrackingEventName;
  items?: TrackingItem[];
  /** Free-form, flat parameters (search term, list name, …). */
  params?: Readonly<Record<string, string | number | boolean>>;
}
