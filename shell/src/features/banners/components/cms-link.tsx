import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Link } from 'react-router-dom';
import type { ResolvedCmsLink } from '../utils/resolve-cms-link';

interface CmsLinkProps {
  link: ResolvedCmsLink;
  newTab: boolean;
  className?: string;
  children: ReactNode;
  /** Said to screen readers after the label when the link opens a new tab. */
  newTabHint: string;
}

/**
 * A link from the CMS: a shop page moves inside the page on a plain click (react-router's Link
 * leaves ctrl/shift/middle clicks to the browser), other sites load normally, and a new-tab link
 * opens one without giving the new page a handle on this one.
 */
export function CmsLink({ link, newTab, className, children, newTabHint }: CmsLinkProps) {
  if (newTab) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener">
        {children}
        <VisuallyHidden elementType="span">{newTabHint}</VisuallyHidden>
      </a>
    );
  }
  if (link.internal) {
    return (
      <Link className={className} to={link.href}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={link.href}>
      {children}
    </a>
  );
}
