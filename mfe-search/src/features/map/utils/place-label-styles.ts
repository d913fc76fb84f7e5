import Feature, { type FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import type { Options as TextOptions } from 'ol/style/Text';
import { compareLabelPriority, isLabelShown, zoomOfResolution, type LabelPlace } from './place-labels';

/** Property of a label feature holding its place, and where its name is written. */
export const PLACE = 'place';
export const PLACEMENT = 'placement';

/**
 * Where a city's name goes around its dot, tried in this order: next to the dot, then clear of a
 * marker standing on the city. A place where the name would run under a marker or another name is
 * given up for the next one. A country's name goes over its middle, else a little above or below;
 * a town's (named without a dot) over the town only.
 */
export const CITY_PLACEMENTS = [
  'right',
  'left',
  'above',
  'below',
  'farRight',
  'farLeft',
  'farAbove',
  'farBelow',
] as const;
export const COUNTRY_PLACEMENTS = ['centre', 'farBelow', 'farAbove'] as const;
export type LabelPlacement = (typeof CITY_PLACEMENTS)[number] | 'centre';
const PLACEMENT_RANK: readonly LabelPlacement[] = ['centre', ...CITY_PLACEMENTS];

const NEAR_PX = 7;
/** Past the largest cluster bubble (28 px) or pin (40 px high, standing on its point). */
const FAR_PX = 32;
const placementText: Record<LabelPlacement, Pick<TextOptions, 'textAlign' | 'offsetX' | 'offsetY'>> = {
  right: { textAlign: 'left', offsetX: NEAR_PX, offsetY: 0 },
  left: { textAlign: 'right', offsetX: -NEAR_PX, offsetY: 0 },
  above: { textAlign: 'center', offsetX: 0, offsetY: -NEAR_PX - 5 },
  below: { textAlign: 'center', offsetX: 0, offsetY: NEAR_PX + 5 },
  farRight: { textAlign: 'left', offsetX: FAR_PX, offsetY: 0 },
  farLeft: { textAlign: 'right', offsetX: -FAR_PX, offsetY: 0 },
  farAbove: { textAlign: 'center', offsetX: 0, offsetY: -FAR_PX - 14 },
  farBelow: { textAlign: 'center', offsetX: 0, offsetY: FAR_PX },
  centre: { textAlign: 'center', offsetX: 0, offsetY: 0 },
};

/** A white outline around every name, so it reads over land, sea and lines alike. */
const halo = new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 3 });
/** A city's dot is always drawn (under any marker on it); it keeps no room of its own. */
const cityDot = new Style({
  image: new Circle({
    radius: 3.5,
    fill: new Fill({ color: '#4a5264' }),
    stroke: new Stroke({ color: '#fff', width: 1.5 }),
    declutterMode: 'none',
  }),
});

/**
 * Only one of a place's placements may be drawn. Each comes with the same invisible "claim" of its
 * place, a point far off the canvas (never drawn, never near a marker or a name): once a placement
 * is drawn, its claim is taken and the place's later placements collide with it. Each place claims
 * its own point, far enough from the others' that no two ever meet.
 */
const CLAIM_SPACING_PX = 100_000;
const claimSlots = new Map<string, number>();
function claimOf(place: LabelPlace): Circle {
  let slot = claimSlots.get(place.key);
  if (slot === undefined) {
    slot = claimSlots.size;
    claimSlots.set(place.key, slot);
  }
  return new Circle({
    radius: 1,
    fill: new Fill({ color: 'rgba(0, 0, 0, 0)' }),
    displacement: [-CLAIM_SPACING_PX * (slot + 1), 0],
    // Drawn with its name only if both are free.
    declutterMode: 'declutter',
  });
}

/** The ways of writing a place's name, in the order they are tried. */
export function placementsOf(place: LabelPlace): readonly LabelPlacement[] {
  return place.kind === 'city' ? CITY_PLACEMENTS : place.kind === 'country' ? COUNTRY_PLACEMENTS : ['centre'];
}

/** One label feature per way of writing each place's name, the larger places first. */
export function placeLabelFeatures(places: readonly LabelPlace[]): Feature<Point>[] {
  return [...places].sort(compareLabelPriority).flatMap((place) => {
    const at = fromLonLat([place.lng, place.lat]);
    return placementsOf(place).map((placement) => {
      const label = new Feature({ geometry: new Point(at) });
      label.set(PLACE, place, true);
      label.set(PLACEMENT, placement, true);
      return label;
    });
  });
}

/**
 * Render order of a labels layer, which is also who keeps its room when two names meet: the
 * larger place first, and each place's placements in the order they are tried.
 */
export function labelRenderOrder(a: FeatureLike, b: FeatureLike): number {
  const placeA = a.get(PLACE) as LabelPlace;
  const placeB = b.get(PLACE) as LabelPlace;
  const rank = (feature: FeatureLike) => PLACEMENT_RANK.indexOf(feature.get(PLACEMENT) as LabelPlacement);
  return compareLabelPriority(placeA, placeB) || placeA.key.localeCompare(placeB.key) || rank(a) - rank(b);
}

const textStyles: Record<LabelPlace['kind'], (place: LabelPlace) => TextOptions> = {
  country: (place) => ({
    text: place.label.toUpperCase(),
    font: '600 13px system-ui, sans-serif',
    fill: new Fill({ color: '#6f7686' }),
  }),
  city: (place) => ({
    text: place.label,
    font: `${(place.population ?? 0) >= 1_000_000 ? 700 : 600} 13px system-ui, sans-serif`,
    fill: new Fill({ color: '#1d2433' }),
  }),
  town: (place) => ({
    text: place.label,
    font: '500 12px system-ui, sans-serif',
    fill: new Fill({ color: '#4a5264' }),
  }),
};

const styles = new Map<string, Style[]>();

function stylesOf(place: LabelPlace, placement: LabelPlacement): Style[] {
  const key = `${place.key}:${placement}`;
  let cached = styles.get(key);
  if (!cached) {
    const text = new Text({
      ...textStyles[place.kind](place),
      ...placementText[placement],
      stroke: halo,
      // Room around the name, so two names never touch.
      padding: [1, 3, 1, 3],
    });
    if (placementsOf(place).length === 1) {
      cached = [new Style({ text })];
    } else {
      const name = new Style({ image: claimOf(place), text });
      // The dot once per city, with its first placement.
      cached = place.kind === 'city' && placement === CITY_PLACEMENTS[0] ? [cityDot, name] : [name];
    }
    styles.set(key, cached);
  }
  return cached;
}

/** Style function of the labels layers: each place from its zoom on (see labelZoomRange). */
export function placeLabelStyle(feature: FeatureLike, resolution: number): Style[] | undefined {
  const place = feature.get(PLACE) as LabelPlace | undefined;
  if (!place || !isLabelShown(place, zoomOfResolution(resolution))) return undefined;
  return stylesOf(place, (feature.get(PLACEMENT) as LabelPlacement | undefined) ?? 'centre');
}
