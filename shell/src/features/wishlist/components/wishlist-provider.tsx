import { useEffect, useState, type ReactNode } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { WishlistContext } from '../state/wishlist-context';
import { createWishlistStore } from '../state/wishlist-store';
import { connectRecentlyViewed } from '../state/recently-viewed-store';
import { browserStorage } from '../utils/wishlist-storage';

/**
 * Keeps the page's wishlist, which remotes reach through the bus, for the wishlist button and drawer
 * inside, and the products viewed lately, which product pages report and lists show (bus only).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { bus } = useShellEnvironment();
  const [wishlist] = useState(() => createWishlistStore({ bus, storage: browserStorage() }));
  useEffect(() => wishlist.connect(), [wishlist]);
  // The recently viewed products live beside the wishlist, in the same browser storage.
  useEffect(() => connectRecentlyViewed({ bus, storage: browserStorage() }), [bus]);
  return <WishlistContext.Provider value={wishlist}>{children}</WishlistContext.Provider>;
}
