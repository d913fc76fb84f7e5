import type { TrackingItem } from '@escapade/shared-contracts/tracking';

/**
 * What the tab remembers about the orders paid in it (sessionStorage): the product line the
 * payment tracked, for the purchase event, and the orders whose purchase was already counted, so
 * a reload of the confirmation does not count it twice. Storage may be refused (private browsing):
 * then nothing is remembered and nothing fails.
 */
const itemKey = (orderUUID: string) => `escapade:purchase-item:${orderUUID}`;
const trackedKey = (orderUUID: string) => `escapade:purchase-tracked:${orderUUID}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to remember with: the confirmation builds its line from the order.
  }
}

/** Called by the payment once the order is paid, before the confirmation opens. */
export function rememberPurchaseItem(orderUUID: string, item: TrackingItem): void {
  write(itemKey(orderUUID), JSON.stringify(item));
}

export function rememberedPurchaseItem(orderUUID: string): TrackingItem | null {
  const stored = read(itemKey(orderUUID));
  if (!stored) return null;
  try {
    const item = JSON.parse(stored) as Partial<TrackingItem>;
    return typeof item.item_id === 'string' && typeof item.item_category === 'string' ? (item as TrackingItem) : null;
  } catch {
    return null;
  }
}

export function isPurchaseTracked(orderUUID: string): boolean {
  return read(trackedKey(orderUUID)) !== null;
}

export function markPurchaseTracked(orderUUID: string): void {
  write(trackedKey(orderUUID), '1');
}
