import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type VectorSource from 'ol/source/Vector';
import { defaults as defaultControls } from 'ol/control/defaults';
import ScaleLine from 'ol/control/ScaleLine';
import { getHeight, getWidth } from 'ol/extent';
import { fromLonLat, transformExtent } from 'ol/proj';
import { languageOf } from '@escapade/shared-contracts/locales';
import type { MapGridRequest } from '@escapade/shared-contracts/offers-request';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { mapPlacesQuery } from '../api/get-map-places';
import type { GeoExtent, MapCell, MapMarker } from '../api/search-map-cells';
import {
  catalogueLabelPlaces,
  expandTopology,
  landFeatures,
  lineFeatures,
  neighbourPlaces,
  townPlaces,
  type MapBase,
} from '../utils/base-map-features';
import { FIT_PADDING_PX, MAP_MAX_ZOOM, MAP_MIN_ZOOM, SEA_COLOUR, type LatLng } from '../utils/map-constants';
import { createMapLayers } from '../utils/map-layers';
import { gridOfView, selectedMarkerTarget } from '../utils/map-view';
import { cellFeatures, hotelCountOf, hotelsExtentOf, markerIdsOf, MARKER_ID } from '../utils/marker-features';
import { placeLabelFeatures } from '../utils/place-label-styles';
import styles from './offers-map.module.css';

export interface OffersMapProps {
  /** The api's cells of the search in view (a pin per lone hotel, counted circles for the rest). */
  cells: readonly MapCell[];
  /** The box around every hotel of the search, fitted once per `searchKey`; null when none. */
  hotelsExtent: GeoExtent | null;
  /** Identifies the search: another one fits its hotels again. */
  searchKey: string;
  selected: MapMarker | null;
  /** A marker click selects its hotel; a click elsewhere clears the selection (null). */
  onSelect(id: number | null): void;
  /** The view when there is no hotel to fit: the default centre chain and the search's zoom. */
  fallbackView: { centre: LatLng; zoom: number };
  /** Fitting the hotels never zooms closer than the searched place's own zoom. */
  fitMaxZoom: number;
  /** The view the visitor has moved to, as the grid to ask the api for. */
  onViewChange(grid: MapGridRequest): void;
  /** The best hotels of the cells now in view, for the accessible list. */
  onVisibleMarkersChange(ids: ReadonlySet<number>): void;
  /** Accessible name of the map area (it can be moved with the arrow keys, zoomed with + and −). */
  label: string;
  /** Names of the zoom buttons, translated. */
  zoomInLabel: string;
  zoomOutLabel: string;
  /** Where the base map's shapes and names come from, translated (shown in a corner). */
  creditLabel: string;
}

/** The offline base: land, outlines and towns, fetched as its own chunk when the map opens. */
function loadMapBase(): Promise<MapBase> {
  return import(/* webpackChunkName: "map-base" */ '../utils/map-base.json').then(
    (module) => (module.default ?? module) as unknown as MapBase,
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The OpenLayers map of the offers: base layer, the api's cells clustered, the selected marker on
 * top. It fits the search's hotels once, then reports every view the visitor moves to, for which
 * the api answers the cells in view.
 */
export function OffersMap({
  cells,
  hotelsExtent,
  searchKey,
  selected,
  onSelect,
  fallbackView,
  fitMaxZoom,
  onViewChange,
  onVisibleMarkersChange,
  label,
  zoomInLabel,
  zoomOutLabel,
  creditLabel,
}: OffersMapProps) {
  const api = useApiClient();
  const { reportError, locale } = useRemoteProps();
  // Labels help but are not needed: without them (a failed call) the map works all the same.
  const { data: placeNames } = useQuery(mapPlacesQuery(api, { locale }));
  const [base, setBase] = useState<MapBase | null>(null);
  const targetRef = useRef<HTMLDivElement>(null);
  // What the map's handlers read when they run: the latest props, without making the map again.
  const select = useEffectEvent((id: number | null) => onSelect(id));
  const visibleMarkersChanged = useEffectEvent((ids: ReadonlySet<number>) => onVisibleMarkersChange(ids));
  const viewChanged = useEffectEvent((grid: MapGridRequest) => onViewChange(grid));
  // The search whose hotels were last fitted: views are reported from then on, not the initial one.
  const fittedSearch = useRef<string | null>(null);
  const reportBaseError = useEffectEvent((error: unknown) => reportError(error, 'mfe-search/map-base'));
  const currentView = useEffectEvent(() => ({ fallbackView, fitMaxZoom, zoomInLabel, zoomOutLabel, creditLabel }));
  const mapRef = useRef<{
    map: OlMap;
    markerSource: VectorSource<Feature<Point>>;
    selectedSource: VectorSource<Feature<Point>>;
    labelSource: VectorSource;
    townSource: VectorSource;
  } | null>(null);

  // The map is made once per mount; the effects below feed it.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const {
      fallbackView: initialView,
      zoomInLabel: zoomIn,
      zoomOutLabel: zoomOut,
      creditLabel: credit,
    } = currentView();
    const layers = createMapLayers({ credit });
    const markerSource = layers.markers.getSource()!.getSource() as VectorSource<Feature<Point>>;
    const selectedSource = layers.selected.getSource()!;
    const labelSource = layers.labels.getSource()!;
    const townSource = layers.towns.getSource()!;
    const { centre, zoom } = initialView;
    const map = new OlMap({
      target,
      layers: [layers.land, layers.lines, layers.towns, layers.labels, layers.markers, layers.selected],
      view: new View({
        center: fromLonLat([centre.lng, centre.lat]),
        zoom,
        minZoom: MAP_MIN_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
      }),
      controls: defaultControls({
        // The base's sources are credited (the town names' licence asks for it), always in view.
        attributionOptions: { collapsible: false },
        rotate: false,
        zoomOptions: { zoomInTipLabel: zoomIn, zoomOutTipLabel: zoomOut },
        // A scale says how far things are, however little the base names around a hotel.
      }).extend([new ScaleLine({ units: 'metric' })]),
    });
    // The buttons read "+" and "–": give them real names.
    target.querySelector('.ol-zoom-in')?.setAttribute('aria-label', zoomIn);
    target.querySelector('.ol-zoom-out')?.setAttribute('aria-label', zoomOut);
    let disposed = false;
    loadMapBase()
      .then((data) => {
        if (disposed) return;
        const land = expandTopology(data.land);
        layers.land.getSource()!.addFeatures(landFeatures(land));
        layers.lines.getSource()!.addFeatures(lineFeatures(land, expandTopology(data.outlines)));
        setBase(data);
      })
      .catch((error: unknown) => reportBaseError(error));
    const markerLayer = layers.markers;
    const selectedLayer = layers.selected;
    const markerLayers = (layer: unknown) => layer === markerLayer || layer === selectedLayer;

    map.on('singleclick', (event) => {
      const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature as Feature, {
        layerFilter: markerLayers,
        hitTolerance: 4,
      });
      if (!hit) {
        select(null);
        return;
      }
      const ids = markerIdsOf(hit);
      const view = map.getView();
      if (hotelCountOf(hit) > 1) {
        const extent = hotelsExtentOf(hit);
        const zoom = view.getZoom() ?? 0;
        // Hotels at one spot (or already fully zoomed in) cannot be split: pick the best one.
        if (getWidth(extent) > 1 || getHeight(extent) > 1) {
          if (zoom < (view.getMaxZoom() ?? MAP_MAX_ZOOM)) {
            view.fit(extent, {
              padding: Array(4).fill(FIT_PADDING_PX * 2),
              maxZoom: zoom + 4,
              duration: prefersReducedMotion() ? 0 : 300,
            });
            return;
          }
        }
      }
      select(ids[0] ?? null);
    });

    map.on('pointermove', (event) => {
      if (event.dragging) return;
      target.style.cursor = map.hasFeatureAtPixel(event.pixel, { layerFilter: markerLayers, hitTolerance: 4 })
        ? 'pointer'
        : '';
    });

    map.on('moveend', () => {
      const size = map.getSize();
      if (!size) return;
      const extent = map.getView().calculateExtent(size);
      const ids = new Set(markerSource.getFeaturesInExtent(extent).map((feature) => feature.get(MARKER_ID) as number));
      visibleMarkersChanged(ids);
      if (fittedSearch.current === null) return;
      const grid = gridOfView(transformExtent(extent, 'EPSG:3857', 'EPSG:4326'), [size[0]!, size[1]!]);
      if (grid) viewChanged(grid);
    });

    mapRef.current = { map, markerSource, selectedSource, labelSource, townSource };
    return () => {
      disposed = true;
      mapRef.current = null;
      map.setTarget(undefined);
      map.dispose();
    };
  }, []);

  // The names: the catalogue's places (the api's, in the page's language) and, once the base has
  // come, the neighbouring countries and the other towns.
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const catalogue = catalogueLabelPlaces(placeNames?.places ?? []);
    current.labelSource.clear(true);
    current.labelSource.addFeatures(
      placeLabelFeatures(base ? [...catalogue, ...neighbourPlaces(base, languageOf(locale))] : catalogue),
    );
    current.townSource.clear(true);
    if (base) current.townSource.addFeatures(placeLabelFeatures(townPlaces(base, catalogue)));
  }, [placeNames, base, locale]);

  // New cells (another search, or the view moved): replace them.
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.markerSource.clear(true);
    current.markerSource.addFeatures(cellFeatures(cells));
  }, [cells]);

  // Another search: fit all its hotels in view (or use the default centre when none), once.
  useEffect(() => {
    const current = mapRef.current;
    if (!current || fittedSearch.current === searchKey) return;
    const view = current.map.getView();
    const { fallbackView: defaultView, fitMaxZoom: maxZoom } = currentView();
    if (hotelsExtent) {
      view.fit(transformExtent(hotelsExtent, 'EPSG:4326', 'EPSG:3857'), {
        padding: Array(4).fill(FIT_PADDING_PX),
        maxZoom,
        size: current.map.getSize(),
      });
    } else {
      const { centre, zoom } = defaultView;
      view.setCenter(fromLonLat([centre.lng, centre.lat]));
      view.setZoom(zoom);
    }
    fittedSearch.current = searchKey;
  }, [searchKey, hotelsExtent]);

  // Without hotels, a later centre (the browser's position once known) moves the view.
  const { lat, lng } = fallbackView.centre;
  const hasHotels = hotelsExtent !== null;
  useEffect(() => {
    const current = mapRef.current;
    if (!current || hasHotels) return;
    current.map.getView().setCenter(fromLonLat([lng, lat]));
  }, [lat, lng, hasHotels]);

  // The selected marker: a larger red pin in its own layer, moved into view when at an edge or under the card.
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.selectedSource.clear(true);
    if (selected === null) return;
    const coordinate = fromLonLat([selected.lng, selected.lat]);
    current.selectedSource.addFeature(new Feature({ geometry: new Point(coordinate) }));
    const size = current.map.getSize();
    const view = current.map.getView();
    const centre = view.getCenter();
    const resolution = view.getResolution();
    const pixel = current.map.getPixelFromCoordinate(coordinate);
    if (!size || !centre || !resolution || !pixel) return;
    const target = selectedMarkerTarget([pixel[0]!, pixel[1]!], [size[0]!, size[1]!]);
    if (!target) return;
    // Shift the view by the marker's distance from where it should be (pixels grow downward).
    const [dx, dy] = [pixel[0]! - target[0], pixel[1]! - target[1]];
    view.animate({
      center: [centre[0]! + dx * resolution, centre[1]! - dy * resolution],
      duration: prefersReducedMotion() ? 0 : 250,
    });
  }, [selected]);

  return (
    <div
      ref={targetRef}
      className={styles.map}
      style={{ background: SEA_COLOUR }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map pans and zooms from the keyboard (arrows, + and -), so it takes focus
      tabIndex={0}
      role="region"
      aria-roledescription="map"
      aria-label={label}
      data-testid="offers-map"
    />
  );
}
