/** How a gift box reads on the boxes listing and its detail page: title, slug, price and pictures. */
import type { Language } from '@escapade/shared-contracts/locales';
import { boxPromoPercent } from '@escapade/shared-contracts/prices';
import type { GiftBoxRecord } from '../catalogue/catalogue-records';
import { imagesBySize, type GallerySize } from '../images/images-by-size';
import { imageUrl } from '../texts/stay-wording';
import { slugify } from '../vocabulary/labels';

export interface BoxPrice {
  sellPrice: number;
  referencePrice: number;
  /** Whole percent off the reference, rounded down; 0 when 5 or less or when there is no discount. */
  promo: number;
}

export function boxPrice(box: GiftBoxRecord): BoxPrice {
  return {
    sellPrice: box.price,
    referencePrice: box.referencePrice,
    promo: boxPromoPercent(box.price, box.referencePrice),
  };
}

/** The title in the page's language, as a URL part (links read /p/{slug}/{code}). */
export function boxSlug(box: GiftBoxRecord, language: Language): string {
  return slugify(box.labels[language]);
}

export interface BoxImages {
  /** The box itself. */
  main: string;
  /** A stay the box gives access to, as in the printed catalogue. */
  catalog: string;
}

export function boxImages(box: GiftBoxRecord): BoxImages {
  const [main, catalog] = box.images;
  return { main: main ? imageUrl(main) : '', catalog: catalog ? imageUrl(catalog) : main ? imageUrl(main) : '' };
}

/** The box's gallery in each page size: the box first, then a stay it gives access to. */
export function boxGalleryBySize(box: GiftBoxRecord): Record<GallerySize, string[]> {
  return imagesBySize(box.images);
}
