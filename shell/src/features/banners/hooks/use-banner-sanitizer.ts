import { useEffect, useState } from 'react';
import type { sanitizeBannerHtml } from '../utils/sanitize-banner-html';

type Sanitizer = typeof sanitizeBannerHtml;

/**
 * The CMS markup sanitiser, null until its code (DOMPurify) has arrived: it is left out of the
 * page's first download and only runs in the browser, after hydration (it uses the browser's own
 * HTML parser), so a server-rendered banner keeps its place empty until then. A download that
 * fails leaves it empty.
 */
export function useBannerSanitizer(): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(null);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "sanitize-banner-html" */ '../utils/sanitize-banner-html').then(
      (module) => {
        if (current) setSanitizer(() => module.sanitizeBannerHtml);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return sanitizer;
}
