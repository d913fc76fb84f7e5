import { MARKER_ACTIVE_COLOUR, MARKER_ACTIVE_SIZE, MARKER_COLOUR, MARKER_SIZE } from './map-constants';

export interface MarkerAppearance {
  /** Width and height of the pin, CSS pixels. */
  size: number;
  colour: string;
  /** Drawn above the others. */
  zIndex: number;
}

/** A marker is 40 px in the brand colour; the selected one is larger (47 px) and red. */
export function markerAppearance(selected: boolean): MarkerAppearance {
  return selected
    ? { size: MARKER_ACTIVE_SIZE, colour: MARKER_ACTIVE_COLOUR, zIndex: 2 }
    : { size: MARKER_SIZE, colour: MARKER_COLOUR, zIndex: 1 };
}

/** A cluster's radius grows slowly with its count: 17 px for 2 markers, 28 px from 100 on. */
export function clusterRadius(count: number): number {
  return Math.round(16 + Math.min(12, Math.log10(Math.max(1, count)) * 6));
}

/** The pin as an SVG image of size × size, its tip at the bottom centre. */
export function pinSvg({ size, colour }: Pick<MarkerAppearance, 'size' | 'colour'>): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
    `<path d="M20 38C20 38 7 24.5 7 15a13 13 0 0 1 26 0c0 9.5-13 23-13 23z" fill="${colour}" stroke="#fff" stroke-width="2.5"/>` +
    `<circle cx="20" cy="15" r="5" fill="#fff"/></svg>`
  );
}
