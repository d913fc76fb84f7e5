import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { AlternateLink, HeadLinks } from './head-links';

export const BRAND_NAME = 'Escapade';

/** Page titles end with the brand, once. */
export function documentTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) return BRAND_NAME;
  return trimmed.includes(BRAND_NAME) ? trimmed : `${trimmed} | ${BRAND_NAME}`;
}

function setNamedMeta(doc: Document, name: string, content: string | undefined): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined || content === '') {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.appendChild(element);
  }
  element.content = content;
}

/** The page's one link of that rel (canonical, prev, next), or none. */
function setLink(doc: Document, rel: 'canonical' | 'prev' | 'next', href: string | undefined): void {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.appendChild(link);
  }
  link.href = href;
}

function setAlternates(doc: Document, alternates: readonly AlternateLink[]): void {
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const { hreflang, href } of alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Writes a page's head tags. Each page states its own: a description, robots rule or link the new
 * page does not give is removed, never inherited from the previous page. Without `links` (crash
 * page, splash) the page has no canonical, alternate, prev or next links.
 */
export function applyPageMeta(meta: PageMeta, doc: Document = document, links: HeadLinks = { alternates: [] }): void {
  doc.title = documentTitle(meta.title);
  setNamedMeta(doc, 'description', meta.description);
  setNamedMeta(doc, 'robots', meta.robots);
  setLink(doc, 'canonical', links.canonical);
  setAlternates(doc, links.alternates);
  setLink(doc, 'prev', links.prev);
  setLink(doc, 'next', links.next);
}
