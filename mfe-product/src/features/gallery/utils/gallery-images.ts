/** One photo in the three sizes the api renders: 120x80, 640x360 and 960x540. */
export interface GalleryImage {
  thumbnail: string;
  small: string;
  large: string;
  /** What the photo shows, when the api describes it; otherwise the page names it by its position. */
  alt?: string;
}

type ImageSize = '120_80' | '640_360' | '960_540';

interface ImageSource {
  images: string[];
  imagesBySize?: Partial<Record<ImageSize, string[]>>;
}

/** Pairs the sized variants of each photo, falling back to the plain list; urls get the api base. */
export function galleryImages(source: ImageSource, apiBase: string): GalleryImage[] {
  const sized = (size: ImageSize) => source.imagesBySize?.[size] ?? [];
  const thumbnail = sized('120_80');
  const small = sized('640_360');
  const large = sized('960_540');
  const count = Math.max(source.images.length, thumbnail.length, small.length, large.length);
  const result: GalleryImage[] = [];
  for (let index = 0; index < count; index += 1) {
    const fallback = source.images[index] ?? large[index] ?? small[index] ?? thumbnail[index];
    if (!fallback) continue;
    result.push({
      // A thumbnail is shown at 120x80: the 640x360 photo is the nearest stand-in when the api has none.
      thumbnail: apiBase + (thumbnail[index] ?? small[index] ?? fallback),
      small: apiBase + (small[index] ?? fallback),
      large: apiBase + (large[index] ?? fallback),
    });
  }
  return result;
}
