import type { MouseEvent, ReactNode } from 'react';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../remote-props';

/** A real link that the shell routes on a plain left click; modified clicks open a new tab natively. */
export function ShopLink({
  target,
  className,
  children,
}: {
  target: RouteTarget;
  className?: string;
  children: ReactNode;
}) {
  const props = useRemoteProps();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    props.navigate(target);
  };
  return (
    <a className={className} href={props.hrefFor(target)} onClick={onClick}>
      {children}
    </a>
  );
}
