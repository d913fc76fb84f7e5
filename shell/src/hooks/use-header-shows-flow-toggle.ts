import { useIsRemoteEnabled } from './use-route-availability';

/**
 * Whether the header shows its Stays / Gifts toggle: the gifting flow is made of mfe-gift's pages,
 * so without them a Stays / Gifts choice means nothing. Other switches between the flows (the promo
 * bar's tabs) show only where this one does not, so a page never offers the same choice twice.
 */
export function useHeaderShowsFlowToggle(): boolean {
  return useIsRemoteEnabled()('mfe-gift');
}
