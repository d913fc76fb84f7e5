/**
 * A signed-in customer's wishlist lives on their account as well as in the browser. At start the
 * page's items join the account's (merge) and the page takes the answer; each change made on the
 * page then replaces the account's list (put), one call at a time, the latest list winning. A
 * failed call is reported and the page keeps its own list: the wishlist never stops working
 * because the account cannot be reached.
 */
import { HTTPError, type KyInstance } from 'ky';
import { mergeAccountWishlist } from '../api/merge-account-wishlist';
import { putAccountWishlist } from '../api/put-account-wishlist';
import { accountItems, pageLists, withChanges } from '../utils/account-wishlist';
import type { WishlistChange, WishlistStore } from './wishlist-store';

interface AccountWishlistSync {
  wishlist: Pick<WishlistStore, 'store' | 'wishlistAtom' | 'adopt' | 'onChange'>;
  api: KyInstance;
  reportError(error: unknown, source: string): void;
}

export const WISHLIST_SYNC_SOURCE = 'wishlist-sync';

/** A sign-in that ended answers 401: the customer is signed out, nothing is broken. */
function isSignedOut(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 401;
}

/** Starts keeping the account's copy; returns the function that stops (answers arriving later are ignored). */
export function syncWithAccount({ wishlist, api, reportError }: AccountWishlistSync): () => void {
  // 'merging': changes wait for the account's list; 'synced': each change is put; 'local': the
  // account is out of reach for this page (a put would overwrite what the merge could not join).
  let mode: 'merging' | 'synced' | 'local' = 'merging';
  let stopped = false;
  const waitingChanges: WishlistChange[] = [];
  let putInFlight = false;
  let putAgain = false;

  const current = () => wishlist.store.get(wishlist.wishlistAtom);

  function giveUp(error: unknown): void {
    mode = 'local';
    if (!isSignedOut(error)) reportError(error, WISHLIST_SYNC_SOURCE);
  }

  function put(): void {
    if (stopped || mode !== 'synced') return;
    if (putInFlight) {
      putAgain = true;
      return;
    }
    putInFlight = true;
    putAccountWishlist(api, accountItems(current())).then(
      () => {
        putInFlight = false;
        if (putAgain) {
          putAgain = false;
          put();
        }
      },
      (error: unknown) => {
        putInFlight = false;
        putAgain = false;
        if (!stopped) giveUp(error);
      },
    );
  }

  const stopFollowing = wishlist.onChange((change) => {
    if (mode === 'merging') waitingChanges.push(change);
    else put();
  });

  mergeAccountWishlist(api, accountItems(current())).then(
    (answer) => {
      if (stopped) return;
      const lists = pageLists(answer);
      if (!lists) {
        giveUp(new Error('The account wishlist answered without a list of items'));
        return;
      }
      wishlist.adopt(withChanges(lists, waitingChanges));
      mode = 'synced';
      if (waitingChanges.length > 0) put();
      waitingChanges.length = 0;
    },
    (error: unknown) => {
      if (!stopped) giveUp(error);
    },
  );

  return () => {
    stopped = true;
    stopFollowing();
  };
}
