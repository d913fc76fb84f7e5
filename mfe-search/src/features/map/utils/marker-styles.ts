import type { FeatureLike } from 'ol/Feature';
import type Feature from 'ol/Feature';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { MARKER_COLOUR } from './map-constants';
import { clusterRadius, markerAppearance, pinSvg } from './marker-appearance';
import { hotelCountOf } from './marker-features';

const pinStyles = new Map<boolean, Style>();
const clusterStyles = new Map<number, Style>();

/** The pin of a marker, normal (40 px, brand teal) or selected (47 px, red); one Style object each. */
export function pinStyle(selected: boolean): Style {
  let style = pinStyles.get(selected);
  if (!style) {
    const appearance = markerAppearance(selected);
    style = new Style({
      image: new Icon({
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pinSvg(appearance))}`,
        // The SVG is drawn at this size (its own width and height), never scaled.
        size: [appearance.size, appearance.size],
        // The tip of the pin is on the place.
        anchor: [0.5, 1],
        // Always drawn, and the names around keep clear of it (see PLACES_DECLUTTER_GROUP).
        declutterMode: 'obstacle',
      }),
      zIndex: appearance.zIndex,
    });
    pinStyles.set(selected, style);
  }
  return style;
}

/** A circle with the count, cached by count (a few hundred clusters share a few dozen styles). */
export function clusterStyle(count: number): Style {
  let style = clusterStyles.get(count);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius: clusterRadius(count),
        fill: new Fill({ color: MARKER_COLOUR }),
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 3 }),
        declutterMode: 'obstacle',
      }),
      text: new Text({
        text: String(count),
        font: '600 13px system-ui, sans-serif',
        fill: new Fill({ color: '#fff' }),
        // Inside its circle, which already keeps the room: drawn whatever is around.
        declutterMode: 'none',
      }),
      zIndex: 0,
    });
    clusterStyles.set(count, style);
  }
  return style;
}

/** Style function of the cluster layer: one hotel is a pin, several are a circle with their count. */
export function clusterLayerStyle(feature: FeatureLike): Style {
  const count = hotelCountOf(feature as Feature);
  return count > 1 ? clusterStyle(count) : pinStyle(false);
}
