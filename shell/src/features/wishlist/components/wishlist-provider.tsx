import { useEffect, useState, type ReactNode } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useIsCustomerSignedIn } from '../../account/state/customer-sign-in';
import { syncWithAccount } from '../state/account-wishlist-sync';
import { WishlistContext } from '../state/wishlist-context';
import { createWishlistStore } from '../state/wishlist-store';
import { connectRecentlyViewed } from '../state/recently-viewed-store';
import { browserStorage } from '../utils/wishlist-storage';

/**
 * Keeps the page's wishlist, which remotes reach through the bus, for the wishlist button and drawer
 * inside, and the products viewed lately, which product pages report and lists show (bus only).
 * A signed-in customer's wishlist is also kept on their account (with the customer account toggle on).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { bus, api, flags, reportError } = useShellEnvironment();
  const [wishlist] = useState(() => createWishlistStore({ bus, storage: browserStorage() }));
  const signedIn = useIsCustomerSignedIn();
  useEffect(() => wishlist.connect(), [wishlist]);
  useEffect(() => {
    if (!flags.customerAccount || !signedIn) return undefined;
    return syncWithAccount({ wishlist, api, reportError });
  }, [wishlist, api, reportError, flags.customerAccount, signedIn]);
  // The recently viewed products live beside the wishlist, in the same browser storage.
  useEffect(() => connectRecentlyViewed({ bus, storage: browserStorage() }), [bus]);
  return <WishlistContext.Provider value={wishlist}>{children}</WishlistContext.Provider>;
}
