/**
 * Absolute URL of an api image: the api answers origin-relative paths (`/images/…svg`), served
 * through apiBase. The size asks the generator for a scene with the frame's proportions.
 */
export function apiImageUrl(apiBase: string, imageUrl: string, size?: { width: number; height: number }): string {
  if (/^https?:\/\//.test(imageUrl)) return imageUrl;
  const url = `${apiBase}${imageUrl}`;
  if (!size || imageUrl.includes('?')) return url;
  return `${url}?w=${size.width}&h=${size.height}`;
}
