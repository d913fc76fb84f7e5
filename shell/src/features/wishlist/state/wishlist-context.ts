import { createContext, useContext } from 'react';
import { useAtomValue } from 'jotai';
import { wishlistAtom, type WishlistState, type WishlistStore } from './wishlist-store';

/** The page's wishlist, created by the header (it lives as long as the page). */
export const WishlistContext = createContext<WishlistStore | null>(null);

export function useWishlistStore(): WishlistStore {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error('useWishlistStore outside WishlistContext');
  return wishlist;
}

export function useWishlist(): WishlistState {
  return useAtomValue(wishlistAtom, { store: useWishlistStore().store });
}
