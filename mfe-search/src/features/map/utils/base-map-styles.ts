import type { FeatureLike } from 'ol/Feature';
import { Fill, Stroke, Style } from 'ol/style';
import { COUNTRY, LINE_KIND, type BaseLineKind } from './base-map-features';
import {
  BORDER_COLOUR,
  DEPARTMENT_COLOUR,
  DEPARTMENT_LINES_MIN_ZOOM,
  LAND_COLOUR,
  REGION_COLOUR,
  REGION_LINES_MIN_ZOOM,
  SOLD_COUNTRY_IDS,
  SOLD_LAND_COLOUR,
} from './map-constants';
import { zoomOfResolution } from './place-labels';

/** A hairline of the land's own colour closes the seams where a country's parts meet. */
const landStyleOf = (colour: string) =>
  new Style({ fill: new Fill({ color: colour }), stroke: new Stroke({ color: colour, width: 0.75 }) });
const landStyles = { sold: landStyleOf(SOLD_LAND_COLOUR), other: landStyleOf(LAND_COLOUR) };

/** Land in its colour: its coast is where the sea begins, its borders are the lines' layer. */
export function landStyle(feature: FeatureLike): Style {
  return SOLD_COUNTRY_IDS.has(String(feature.get(COUNTRY) ?? '')) ? landStyles.sold : landStyles.other;
}

const lineStyles: Record<BaseLineKind, { style: Style; minZoom: number }> = {
  border: {
    style: new Style({ stroke: new Stroke({ color: BORDER_COLOUR, width: 1.4 }), zIndex: 2 }),
    minZoom: 0,
  },
  region: {
    style: new Style({ stroke: new Stroke({ color: REGION_COLOUR, width: 1 }), zIndex: 1 }),
    minZoom: REGION_LINES_MIN_ZOOM,
  },
  department: {
    style: new Style({ stroke: new Stroke({ color: DEPARTMENT_COLOUR, width: 0.8, lineDash: [4, 3] }), zIndex: 0 }),
    minZoom: DEPARTMENT_LINES_MIN_ZOOM,
  },
};

/** Borders at every zoom; region outlines, then department ones, as the visitor zooms in. */
export function lineStyle(feature: FeatureLike, resolution: number): Style | undefined {
  const line = lineStyles[feature.get(LINE_KIND) as BaseLineKind];
  if (!line || zoomOfResolution(resolution) < line.minZoom) return undefined;
  return line.style;
}
