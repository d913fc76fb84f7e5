import { isNotFound } from '@escapade/shared-contracts/api-client';

/**
 * For a CMS call's `.catch`: a 404 (nothing of that name on the locale) becomes the answer `null`,
 * which the query cache keeps and the server hands over like any content, so the page renders its
 * 404 body on the server and in the browser alike. Any other failure stays a failure.
 */
export function nullWhenNotFound(error: unknown): null {
  if (isNotFound(error)) return null;
  throw error;
}
