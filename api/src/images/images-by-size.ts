/** The picture sizes the product and hotel pages ask for, each as a list of URLs. */
import type { ImageRef } from '../catalogue/catalogue-records';
import { imageUrl } from '../texts/stay-wording';

/** Image sizes of the galleries (width_height): slideshow thumbnails, mobile and desktop pictures. */
export const GALLERY_IMAGE_SIZES = { '120_80': [120, 80], '640_360': [640, 360], '960_540': [960, 540] } as const;
export type GallerySize = keyof typeof GALLERY_IMAGE_SIZES;

export function imagesBySize(images: readonly ImageRef[]): Record<GallerySize, string[]> {
  const ofSize = ([width, height]: readonly [number, number]) =>
    images.map((image) => imageUrl(image, { width, height }));
  return {
    '120_80': ofSize(GALLERY_IMAGE_SIZES['120_80']),
    '640_360': ofSize(GALLERY_IMAGE_SIZES['640_360']),
    '960_540': ofSize(GALLERY_IMAGE_SIZES['960_540']),
  };
}
