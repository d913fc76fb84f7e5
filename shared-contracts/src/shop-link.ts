/**
 * How a remote's link to a place in the shop behaves. The link is a real `<a href>` built by the
 * shell's `hrefFor`, so it can be opened in a new tab, copied or crawled. A plain left click (no
 * modifier key, not already handled, not aimed at another window) stays in the page: the shell's
 * `navigate` moves there without a reload. Any other click is left to the browser.
 */
import type { RouteTarget } from './routes';

/** The parts of a click the rule reads: a DOM or React mouse event fits. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** What a link needs from the shell (a remote's props have it). */
export interface ShopNavigation {
  hrefFor(target: RouteTarget): string;
  navigate(target: RouteTarget): void;
}

export interface ShopLinkOptions<Click extends LinkClick> {
  /** Runs first; a handler that calls preventDefault() keeps the link from navigating. */
  onClick?: (event: Click) => void;
  /** The anchor's browsing context: anything but `_self` opens the real href there. */
  target?: string;
}

export interface ShopLinkProps<Click extends LinkClick> {
  href: string;
  onClick(event: Click): void;
  target?: string;
}

/** True for a click the page handles itself rather than the browser. */
export function isInPageClick(event: LinkClick, target?: string): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = target !== undefined && target !== '' && target !== '_self';
  return !event.defaultPrevented && event.button === 0 && !modified && !elsewhere;
}

/**
 * The anchor attributes of a link to `to`: spread them on an `<a>`.
 *
 * @example <a className={styles.link} {...shopLinkProps(remoteProps, { kind: 'search' })}>…</a>
 */
export function shopLinkProps<Click extends LinkClick>(
  shop: ShopNavigation,
  to: RouteTarget,
  options: ShopLinkOptions<Click> = {},
): ShopLinkProps<Click> {
  const { onClick, target } = options;
  return {
    href: shop.hrefFor(to),
    ...(target !== undefined && { target }),
    onClick(event) {
      onClick?.(event);
      if (!isInPageClick(event, target)) return;
      event.preventDefault();
      shop.navigate(to);
    },
  };
}
