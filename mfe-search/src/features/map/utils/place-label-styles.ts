import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import type { MapPlace } from '../api/get-map-places';
import { isLabelShown, zoomOfResolution } from './place-labels';

/** Property of a label feature holding its place. */
export const PLACE = 'place';

const styles = new Map<string, Style>();
const halo = new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 3 });
const cityDot = new Circle({
  radius: 3,
  fill: new Fill({ color: '#5b6475' }),
  stroke: new Stroke({ color: '#fff', width: 1.5 }),
});

function styleOf(place: MapPlace): Style {
  const key = `${place.category}:${place.id}`;
  let style = styles.get(key);
  if (!style) {
    const big = (place.population ?? 0) >= 1_000_000;
    style =
      place.category === 'country'
        ? new Style({
            text: new Text({
              text: place.label.toUpperCase(),
              font: '600 13px system-ui, sans-serif',
              fill: new Fill({ color: '#7b8292' }),
              stroke: halo,
            }),
          })
        : new Style({
            image: cityDot,
            text: new Text({
              text: place.label,
              font: `${big ? 600 : 400} ${big ? 13 : 12}px system-ui, sans-serif`,
              fill: new Fill({ color: '#1d2433' }),
              stroke: halo,
              textAlign: 'left',
              offsetX: 7,
            }),
          });
    styles.set(key, style);
  }
  return style;
}

/** Style function of the labels layer: each place from its zoom on (see labelZoomRange). */
export function placeLabelStyle(feature: FeatureLike, resolution: number): Style | undefined {
  const place = feature.get(PLACE) as MapPlace | undefined;
  if (!place || !isLabelShown(place, zoomOfResolution(resolution))) return undefined;
  return styleOf(place);
}
