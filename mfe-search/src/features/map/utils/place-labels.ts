/** Web Mercator resolution (m/px) at zoom 0. */
const ZOOM_0_RESOLUTION = 156543.03392804097;

/** The zoom level of a Web Mercator resolution. */
export function zoomOfResolution(resolution: number): number {
  return Math.log2(ZOOM_0_RESOLUTION / resolution);
}

/**
 * A place named on the map: a country, a city of the catalogue (named by the api in the page's
 * language) or another town of the base map (in its own language).
 */
export interface LabelPlace {
  /** Unique among the labels: `kind:id`. */
  key: string;
  kind: 'country' | 'city' | 'town';
  label: string;
  lat: number;
  lng: number;
  population: number | null;
}

/**
 * From which zoom (inclusive) to which (exclusive) a place's label shows, so the map names a few
 * big places when far out and the smaller ones as the visitor zooms in. Country names give way
 * to the cities from the zoom of a region. The catalogue's cities come a step before other towns
 * of their size: they are where the offers are.
 */
export function labelZoomRange(place: Pick<LabelPlace, 'kind' | 'population'>): { min: number; max: number } {
  if (place.kind === 'country') return { min: 3, max: 7 };
  const population = place.population ?? 0;
  if (place.kind === 'city') {
    if (population >= 1_000_000) return { min: 5, max: Infinity };
    if (population >= 300_000) return { min: 6, max: Infinity };
    if (population >= 100_000) return { min: 7.5, max: Infinity };
    return { min: 8.5, max: Infinity };
  }
  if (population >= 300_000) return { min: 6.5, max: Infinity };
  if (population >= 100_000) return { min: 8, max: Infinity };
  if (population >= 40_000) return { min: 8.5, max: Infinity };
  if (population >= 20_000) return { min: 9, max: Infinity };
  return { min: 10, max: Infinity };
}

export function isLabelShown(place: Pick<LabelPlace, 'kind' | 'population'>, zoom: number): boolean {
  const { min, max } = labelZoomRange(place);
  return zoom >= min && zoom < max;
}

const KIND_RANK = { city: 2, country: 1, town: 0 } as const;

/**
 * Which of two labels keeps its room when they would overlap (negative: `a` first): the
 * catalogue's cities (a country's name, written large over its middle, moves for its capital),
 * then countries, then towns, the more populous first.
 */
export function compareLabelPriority(
  a: Pick<LabelPlace, 'kind' | 'population'>,
  b: Pick<LabelPlace, 'kind' | 'population'>,
): number {
  return KIND_RANK[b.kind] - KIND_RANK[a.kind] || (b.population ?? 0) - (a.population ?? 0);
}
