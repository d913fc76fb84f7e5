import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { bannerSanitizer, type BannerSanitizer } from './sanitize-banner-html';

let sanitizer: BannerSanitizer | null = null;

/**
 * The server's banner sanitiser: the browser's DOMPurify rules on a jsdom window, made on first
 * use and kept for every page the server renders. Only the server bundle imports this file.
 */
export function serverBannerSanitizer(): BannerSanitizer {
  sanitizer ??= bannerSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
  return sanitizer;
}
