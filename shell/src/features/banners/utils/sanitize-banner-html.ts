import DOMPurify from 'dompurify';

/** What a CMS message may use: words and emphasis, nothing that runs or loads. */
const ALLOWED_TAGS = ['p', 'span', 'strong', 'b', 'em', 'i', 'u', 'br', 'small', 'sup', 'sub', 'a'];
const ALLOWED_ATTR = ['href', 'title', 'lang'];

/**
 * Sanitises CMS rich text with DOMPurify. Inside a banner that is itself a link, nested links are
 * unwrapped (their words stay): a link inside a link is invalid HTML.
 */
export function sanitizeBannerHtml(html: string, { insideLink }: { insideLink: boolean }): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: insideLink ? ALLOWED_TAGS.filter((tag) => tag !== 'a') : ALLOWED_TAGS,
    ALLOWED_ATTR,
  });
}
