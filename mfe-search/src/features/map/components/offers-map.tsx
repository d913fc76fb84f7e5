import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import TileLayer from 'ol/layer/Tile';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Fill, Stroke, Style } from 'ol/style';
import type { Topology } from 'topojson-specification';
import type Layer from 'ol/layer/Layer';
import type { FeatureLike } from 'ol/Feature';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { mapPlacesQuery, type MapPlace } from '../api/get-map-places';
import type { MapMarker } from '../api/search-map-markers';
import {
  BORDER_COLOUR,
  FIT_PADDING_PX,
  LAND_COLOUR,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
  SOLD_COUNTRY_IDS,
  SEA_COLOUR,
  SOLD_LAND_COLOUR,
  type LatLng,
} from '../utils/map-constants';
import { countryFeatures } from '../utils/country-features';
import { selectedMarkerTarget } from '../utils/map-view';
import { createMarkerClusterSource, markerFeatures, markerIdsOf, MARKER_ID } from '../utils/marker-features';
import { clusterLayerStyle, pinStyle } from '../utils/marker-styles';
import { PLACE, placeLabelStyle } from '../utils/place-label-styles';
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
}

const countryStyles = {
  sold: new Style({
    fill: new Fill({ color: SOLD_LAND_COLOUR }),
    stroke: new Stroke({ color: BORDER_COLOUR, width: 1 }),
  }),
  other: new Style({
    fill: new Fill({ color: LAND_COLOUR }),
    stroke: new Stroke({ color: BORDER_COLOUR, width: 0.8 }),
  }),
};
function countryStyle(feature: FeatureLike): Style {
  return SOLD_COUNTRY_IDS.has(String(feature.getId() ?? '')) ? countryStyles.sold : countryStyles.other;
}

/** Offline base layer: world-atlas country shapes, fetched as their own chunk when the map opens. */
function countriesLayer(onError: (error: unknown) => void): VectorLayer<VectorSource> {
  const source = new VectorSource();
  import(/* webpackChunkName: "map-countries" */ 'world-atlas/countries-110m.json')
    .then((module) => source.addFeatures(countryFeatures((module.default ?? module) as unknown as Topology)))
    .catch(onError);
  // Redrawn only once a move ends: 177 simple outlines, no need to follow every animation frame.
  return new VectorLayer({ source, style: countryStyle, updateWhileAnimating: false, updateWhileInteracting: false });
}

function baseLayer(onError: (error: unknown) => void): Layer {
  if (MAP_TILE_URL)
    return new TileLayer({ source: new XYZ({ url: MAP_TILE_URL, attributions: MAP_TILE_ATTRIBUTION || undefined }) });
  return countriesLayer(onError);
}

/** Names of countries and cities over the shapes (they carry none); the places come with the map. */
function placeLabelsLayer(source: VectorSource): VectorLayer<VectorSource> {
  // Overlapping labels are left out (the earlier, larger places win).
  return new VectorLayer({
    source,
    style: placeLabelStyle,
    declutter: true,
    updateWhileAnimating: false,
    updateWhileInteracting: false,
  });
}

function placeLabelFeatures(places: readonly MapPlace[]): Feature<Point>[] {
  return places.map((place) => {
    const label = new Feature({ geometry: new Point(fromLonLat([place.lng, place.lat])) });
    label.set(PLACE, place, true);
    return label;
  });
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
}: OffersMapProps) {
  const api = useApiClient();
  const { reportError, locale } = useRemoteProps();
  // Labels help but are not needed: without them (a failed call) the map works all the same.
  const { data: placeNames } = useQuery(mapPlacesQuery(api, { locale }));
  const targetRef = useRef<HTMLDivElement>(null);
  // What the map's handlers read when they run: the latest props, without making the map again.
  const select = useEffectEvent((id: number | null) => onSelect(id));
  const visibleMarkersChanged = useEffectEvent((ids: ReadonlySet<number>) => onVisibleMarkersChange(ids));
  const reportCountriesError = useEffectEvent((error: unknown) => reportError(error, 'mfe-search/map-countries'));
  const currentView = useEffectEvent(() => ({ fallbackView, fitMaxZoom, zoomInLabel, zoomOutLabel }));
  const mapRef = useRef<{
    map: OlMap;
    markerSource: VectorSource<Feature<Point>>;
    selectedSource: VectorSource<Feature<Point>>;
    labelSource: VectorSource;
  } | null>(null);

  // The map is made once per mount; the effects below feed it.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const clusterSource = createMarkerClusterSource([]);
    const markerSource = clusterSource.getSource() as VectorSource<Feature<Point>>;
    const markerLayer = new VectorLayer({ source: clusterSource, style: clusterLayerStyle, zIndex: 1 });
    const selectedSource = new VectorSource<Feature<Point>>();
    const selectedLayer = new VectorLayer({ source: selectedSource, style: () => pinStyle(true), zIndex: 2 });
    const { fallbackView: initialView, zoomInLabel: zoomIn, zoomOutLabel: zoomOut } = currentView();
    const { centre, zoom } = initialView;
    const labelSource = new VectorSource();
    const labels = placeLabelsLayer(labelSource);
    const map = new OlMap({
      target,
      layers: [baseLayer((error) => reportCountriesError(error)), labels, markerLayer, selectedLayer],
      view: new View({
        center: fromLonLat([centre.lng, centre.lat]),
        zoom,
        minZoom: MAP_MIN_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
      }),
      controls: defaultControls({
        attribution: !!MAP_TILE_URL,
        rotate: false,
        zoomOptions: { zoomInTipLabel: zoomIn, zoomOutTipLabel: zoomOut },
      }),
    });
    // The buttons read "+" and "–": give them real names.
    target.querySelector('.ol-zoom-in')?.setAttribute('aria-label', zoomIn);
    target.querySelector('.ol-zoom-out')?.setAttribute('aria-label', zoomOut);
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

    mapRef.current = { map, markerSource, selectedSource, labelSource };
    return () => {
      mapRef.current = null;
      map.setTarget(undefined);
      map.dispose();
    };
  }, []);

  // The place names, once they come.
  useEffect(() => {
    const current = mapRef.current;
    if (!current || !placeNames) return;
    current.labelSource.clear(true);
    current.labelSource.addFeatures(placeLabelFeatures(placeNames.places));
  }, [placeNames]);

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
