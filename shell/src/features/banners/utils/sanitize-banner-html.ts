import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** What a CMS message may use: words and emphasis, nothing that runs or loads. */
const ALLOWED_TAGS = ['p', 'span', 'strong', 'b', 'em', 'i', 'u', 'br', 'small', 'sup', 'sub', 'a'];
const ALLOWED_ATTR = ['href', 'title', 'lang'];

/** Sanitises CMS rich text; inside a banner that is itself a link, nested links are unwrapped. */
export type BannerSanitizer = (html: string, options: { insideLink: boolean }) => string;

/**
 * A sanitiser on a DOMPurify instance: the browser's own (its page's parser) or, on the server,
 * one on a jsdom window. Both sides run the same rules, so the markup the server sends is the one
 * the browser would have made. A link inside a link is invalid HTML: its words stay, the link goes.
 */
export function bannerSanitizer(purify: Purifier): BannerSanitizer {
  return (html, { insideLink }) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: insideLink ? ALLOWED_TAGS.filter((tag) => tag !== 'a') : ALLOWED_TAGS,
      ALLOWED_ATTR,
    });
}

/** The browser's sanitiser (this module is its own download: see load-announcement-banners.ts). */
export const sanitizeBannerHtml: BannerSanitizer = bannerSanitizer(DOMPurify);
