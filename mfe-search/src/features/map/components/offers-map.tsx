import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type VectorSource from 'ol/source/Vector';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { languageOf } from '@escapade/shared-contracts/locales';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { mapPlacesQuery } from '../api/get-map-places';
import type { MapMarker } from '../api/search-map-markers';
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
import { selectedMarkerTarget } from '../utils/map-view';
import { markerFeatures, markerIdsOf, MARKER_ID } from '../utils/marker-features';
import { placeLabelFeatures } from '../utils/place-label-styles';
import styles from './offers-map.module.css';

export interface OffersMapProps {
  markers: readonly MapMarker[];
  selectedId: number | null;
  /** A marker click selects it; a click elsewhere clears the selection (null). */
  onSelect(id: number | null): void;
  /** The view when there is no marker to fit: the default centre chain and the search's zoom. */
  fallbackView: { centre: LatLng; zoom: number };
  /** Fitting the markers never zooms closer than the searched place's own zoom. */
  fitMaxZoom: number;
  /** The markers now in view, for the accessible list. */
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

/** The OpenLayers map of the offers: base layer, clustered markers, the selected marker on top. */
export function OffersMap({
  markers,
  selectedId,
  onSelect,
  fallbackView,
  fitMaxZoom,
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
      }),
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
      const members = (hit.get('features') as Feature<Point>[] | undefined) ?? [];
      const view = map.getView();
      if (ids.length > 1 && members.length > 1) {
        const extent = boundingExtent(members.map((member) => member.getGeometry()!.getCoordinates()));
        const zoom = view.getZoom() ?? 0;
        // Markers at one spot (or already fully zoomed in) cannot be split: pick the best one.
        if (extent[2]! - extent[0]! > 1 || extent[3]! - extent[1]! > 1) {
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

  // New markers: replace them, then fit them all in view (or use the default centre when none).
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const features = markerFeatures(markers);
    current.markerSource.clear(true);
    current.markerSource.addFeatures(features);
    const view = current.map.getView();
    const { fallbackView: defaultView, fitMaxZoom: maxZoom } = currentView();
    if (features.length > 0) {
      const extent = boundingExtent(features.map((feature) => feature.getGeometry()!.getCoordinates()));
      view.fit(extent, {
        padding: Array(4).fill(FIT_PADDING_PX),
        maxZoom,
        size: current.map.getSize(),
      });
    } else {
      const { centre, zoom } = defaultView;
      view.setCenter(fromLonLat([centre.lng, centre.lat]));
      view.setZoom(zoom);
    }
  }, [markers]);

  // Without markers, a later centre (the browser's position once known) moves the view.
  const { lat, lng } = fallbackView.centre;
  useEffect(() => {
    const current = mapRef.current;
    if (!current || current.markerSource.getFeatures().length > 0) return;
    current.map.getView().setCenter(fromLonLat([lng, lat]));
  }, [lat, lng]);

  // The selected marker: a larger red pin in its own layer, moved into view when at an edge or under the card.
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.selectedSource.clear(true);
    if (selectedId === null) return;
    const marker = markers.find((candidate) => candidate.id === selectedId);
    if (!marker) return;
    const coordinate = fromLonLat([marker.lng, marker.lat]);
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
  }, [selectedId, markers]);

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
