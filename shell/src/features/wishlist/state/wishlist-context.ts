import { createContext, useContext } from 'react';
import { useAtomValue } from 'jotai';
import type { WishlistState, WishlistStore } from './wishlist-store';

/** The page's wishlist, created by WishlistProvider (it lives as long as the page). */
export const WishlistContext = createContext<WishlistStore | null>(null);

export function useWishlistStore(): WishlistStore {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error('useWishlistStore outside WishlistContext');
  return wishlist;
}

export function useWishlist(): WishlistState {
  const { wishlistAtom, store } = useWishlistStore();
  return useAtomValue(wishlistAtom, { store });
}
