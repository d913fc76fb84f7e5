/**
 * The addresses of the shop's generated pictures, in one place.
 *
 * Pages show them as WebP: a browser decodes a raster picture off its main thread, while an SVG
 * scene (a hundred shapes each) is parsed, styled, laid out and painted on it, in the very seconds
 * a phone is starting the page's code. The vector original stays served at the same address with
 * `.svg` instead.
 */
export const PICTURE_EXTENSION = 'webp';

export interface PictureSize {
  width: number;
  height: number;
}

/** Origin-relative URL of a generated picture, at the route's default size or at `size`. */
export function pictureUrl(kind: string, seed: string | number, size?: PictureSize): string {
  const base = `/images/${kind}/${seed}.${PICTURE_EXTENSION}`;
  return size ? `${base}?w=${size.width}&h=${size.height}` : base;
}
