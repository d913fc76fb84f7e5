import { CARD_GALLERY_IMAGE_COUNT, CARD_GALLERY_MIN_IMAGES } from './offer-card-constants';

/**
 * A card shows a gallery of 4 images, or a single large one when the offer has
 * fewer than 4. The main image comes first; duplicates and blanks are dropped.
 */
export function galleryImagesOf(mainImage: string, images: readonly string[]): string[] {
  const unique = [
    ...new Set([mainImage, ...images].filter((image) => typeof image === 'string' && image.trim() !== '')),
  ];
  if (unique.length < CARD_GALLERY_MIN_IMAGES) return unique.slice(0, 1);
  return unique.slice(0, CARD_GALLERY_IMAGE_COUNT);
}
