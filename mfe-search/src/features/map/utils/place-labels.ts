import type { MapPlace } from '../api/get-map-places';

/** Web Mercator resolution (m/px) at zoom 0. */
const ZOOM_0_RESOLUTION = 156543.03392804097;

/** The zoom level of a Web Mercator resolution. */
export function zoomOfResolution(resolution: number): number {
  return Math.log2(ZOOM_0_RESOLUTION / resolution);
}

/**
 * From which zoom (inclusive) to which (exclusive) a place's label shows, so the map names a few
 * big places when far out and the smaller ones as the visitor zooms in. Country names give way
 * to the cities from the zoom of a region.
 */
export function labelZoomRange(place: Pick<MapPlace, 'category' | 'population'>): { min: number; max: number } {
  if (place.category === 'country') return { min: 3, max: 7 };
  const population = place.population ?? 0;
  if (population >= 1_000_000) return { min: 5, max: Infinity };
  if (population >= 300_000) return { min: 6.5, max: Infinity };
  if (population >= 100_000) return { min: 8, max: Infinity };
  return { min: 9, max: Infinity };
}

export function isLabelShown(place: Pick<MapPlace, 'category' | 'population'>, zoom: number): boolean {
  const { min, max } = labelZoomRange(place);
  return zoom >= min && zoom < max;
}
