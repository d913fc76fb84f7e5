/**
 * The wishlist as a customer's account keeps it: one list of items, stays and activities mixed,
 * where the page keeps two. What the api answers is checked like what the browser stored.
 */
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import type { WishlistChange, WishlistState } from '../state/wishlist-store';
import { wishlistItemSchema } from './wishlist-storage';

/** The most items an account keeps (the api refuses longer lists). */
export const ACCOUNT_WISHLIST_LIMIT = 100;

/** The page's two lists as the account's one: stays first, each list in its order, at most 100 items. */
export function accountItems(state: WishlistState): WishlistItem[] {
  return [...state.stays, ...state.activities].slice(0, ACCOUNT_WISHLIST_LIMIT);
}

/**
 * The account's list as the page's two, in the account's order; malformed items are dropped. An
 * answer without a list is no list at all (null): taking it would empty the visitor's wishlist.
 */
export function pageLists(answer: unknown): WishlistState | null {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  const valid = items.filter((item): item is WishlistItem => wishlistItemSchema.safeParse(item).success);
  return {
    stays: valid.filter((item) => item.type === 'STAY'),
    activities: valid.filter((item) => item.type === 'ACTIVITY'),
  };
}

/**
 * The changes made while the account's list was on its way, played again on it: an item kept then
 * is added (newest first) when absent, an item let go is removed.
 */
export function withChanges(state: WishlistState, changes: readonly WishlistChange[]): WishlistState {
  let { stays, activities } = state;
  for (const { item, present } of changes) {
    const list = item.type === 'STAY' ? stays : activities;
    const others = list.filter((kept) => kept.id !== item.id);
    const next = present ? [item, ...others] : others;
    if (item.type === 'STAY') stays = next;
    else activities = next;
  }
  return { stays, activities };
}
