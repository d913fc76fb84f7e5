import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../remote-props';

interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteTarget;
  children: ReactNode;
}

/**
 * A real link to a place in the shop: the shell builds the href, a plain left click navigates
 * inside the page, and ctrl/shift/meta/middle click keep the browser's new-tab behaviour.
 */
export function ShopLink({ to, onClick, children, ...anchorProps }: ShopLinkProps) {
  const { hrefFor, navigate } = useRemoteProps();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const opensElsewhere = anchorProps.target !== undefined && anchorProps.target !== '_self';
    if (event.defaultPrevented || event.button !== 0 || modified || opensElsewhere) return;
    event.preventDefault();
    navigate(to);
  }

  return (
    <a {...anchorProps} href={hrefFor(to)} onClick={handleClick}>
      {children}
    </a>
  );
}
