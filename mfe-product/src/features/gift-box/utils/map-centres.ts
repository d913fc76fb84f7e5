import type { PointOfSaleId } from '@escapade/shared-contracts/locales';

export interface MapCentre {
  lat: number;
  lng: number;
  /** Zoom that shows the whole country (smaller countries need a closer one). */
  zoom: number;
}

/**
 * Where the box's map opens, per country of the site, until its stays are drawn and fitted: the
 * middle of the country, at a zoom that shows it whole.
 */
export const BOX_MAP_DEFAULT_CENTRES: Readonly<Record<PointOfSaleId, MapCentre>> = {
  ES: { lat: 40.2, lng: -3.7, zoom: 5 },
  FR: { lat: 46.6, lng: 2.4, zoom: 5 },
  IT: { lat: 42.6, lng: 12.6, zoom: 5 },
  BE: { lat: 50.6, lng: 4.6, zoom: 7 },
  NL: { lat: 52.2, lng: 5.4, zoom: 7 },
};

/** Fitting the stays never zooms closer than this: a box of one stay still shows its region. */
export const BOX_MAP_FIT_MAX_ZOOM = 11;
