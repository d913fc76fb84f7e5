import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../context/remote-props';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteTarget;
  children: ReactNode;
}

/**
 * A real link built by the shell's hrefFor, following the shop's link rule: a plain left click
 * moves inside the page, any other click (new tab, another window, a modifier key) is the browser's.
 */
export function RouteLink({ to, children, onClick, target, ...anchorProps }: RouteLinkProps) {
  const remote = useRemoteProps();
  return (
    <a {...anchorProps} {...shopLinkProps<MouseEvent<HTMLAnchorElement>>(remote, to, { onClick, target })}>
      {children}
    </a>
  );
}
