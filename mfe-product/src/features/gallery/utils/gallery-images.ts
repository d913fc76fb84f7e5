/** One photo in the two sizes the api renders: 640x360 and 960x540. */
export interface GalleryImage {
  small: string;
  large: string;
}

interface ImageSource {
  images: string[];
  imagesBySize?: Partial<Record<'640_360' | '960_540', string[]>>;
}

/** Pairs the sized variants of each photo, falling back to the plain list; urls get the api base. */
export function galleryImages(source: ImageSource, apiBase: string): GalleryImage[] {
  const small = source.imagesBySize?.['640_360'] ?? [];
  const large = source.imagesBySize?.['960_540'] ?? [];
  const count = Math.max(source.images.length, small.length, large.length);
  const result: GalleryImage[] = [];
  for (let index = 0; index < count; index += 1) {
    const fallback = source.images[index] ?? large[index] ?? small[index];
    if (!fallback) continue;
    result.push({ small: apiBase + (small[index] ?? fallback), large: apiBase + (large[index] ?? fallback) });
  }
  return result;
}
