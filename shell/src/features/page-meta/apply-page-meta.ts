import type { PageMeta } from '@escapade/shared-contracts/event-bus';

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

function setCanonical(doc: Document, canonicalPath: string | undefined): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonicalPath) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.appendChild(link);
  }
  link.href = new URL(canonicalPath, doc.location?.origin ?? 'http://localhost').href;
}

/**
 * Writes a page's head tags. Each page states its own: a description or robots rule the new page
 * does not give is removed, never inherited from the previous page.
 */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = documentTitle(meta.title);
  setNamedMeta(doc, 'description', meta.description);
  setNamedMeta(doc, 'robots', meta.robots);
  setCanonical(doc, meta.canonicalPath);
}
