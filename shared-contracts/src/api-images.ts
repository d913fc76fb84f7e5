/**
 * Absolute URL of an api image. The api answers origin-relative paths (`/images/…svg`) that are
 * served through the page's api base; a size asks the image generator for a picture with the
 * frame's proportions, unless the path already names one. Absolute URLs stay as they are.
 */
export function apiImageUrl(apiBase: string, imageUrl: string, size?: { width: number; height: number }): string {
  if (/^https?:\/\//.test(imageUrl)) return imageUrl;
  const url = `${apiBase}${imageUrl}`;
  if (!size || imageUrl.includes('?')) return url;
  return `${url}?w=${size.width}&h=${size.height}`;
}
