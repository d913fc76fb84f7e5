import type { ReactNode } from 'react';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { CmsLink } from './cms-block';

/** What a link opening another tab carries: the new page gets no handle on this one. */
const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

/**
 * A CMS call to action as a real link: a shop page through the shell (a plain click stays in the
 * page), another site as a plain address; either opens a new tab when the CMS asks for it.
 */
export function CmsLinkAnchor({
  link,
  className,
  children,
}: {
  link: CmsLink;
  className?: string;
  children?: ReactNode;
}) {
  const remoteProps = useRemoteProps();
  const tab = link.newTab ? NEW_TAB : undefined;
  const anchor =
    'target' in link
      ? shopLinkProps(remoteProps, link.target, tab ? { target: tab.target } : {})
      : { href: link.url, ...tab };
  return (
    <a className={className} {...anchor} {...(tab ? { rel: tab.rel } : {})}>
      {children ?? link.label}
    </a>
  );
}
