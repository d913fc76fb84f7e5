import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../context/remote-props';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteTarget;
  children: ReactNode;
}

/** True for clicks the browser should handle itself (new tab or window, download, context menu). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A real link built by the shell's hrefFor: a plain left click moves inside the single-page app,
 * ctrl/shift/meta/middle click keep their native new-tab behaviour.
 */
export function RouteLink({ to, children, onClick, ...anchorProps }: RouteLinkProps) {
  const { hrefFor, navigate } = useRemoteProps();
  return (
    <a
      {...anchorProps}
      href={hrefFor(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event) || anchorProps.target === '_blank') return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
