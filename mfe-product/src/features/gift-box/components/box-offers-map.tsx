import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature, { type FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import type { Topology } from 'topojson-specification';
import { pointOfSaleOf } from '@escapade/shared-contracts/locales';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxMapOffersQuery, type BoxMapOffer } from '../api/get-box-offers';
import { ATLAS_KIND, atlasFeatures } from '../utils/atlas-features';
import { BOX_MAP_DEFAULT_CENTRES, BOX_MAP_FIT_MAX_ZOOM } from '../utils/map-centres';
import styles from './box-offers-map.module.css';

/** The stay a marker stands for, and whether it is the chosen one. */
const OFFER_ID = 'offerId';
const SELECTED = 'selected';
/** Space kept around the stays when the view fits them (px). */
const FIT_PADDING = [48, 48, 48, 48];
/** Zoom limits: a continent at most, a street at least. */
const ZOOM_LIMITS = { minZoom: 3, maxZoom: 17 };
/** Canvas colours cannot read CSS custom properties: the tokens' values, with these when a token is missing. */
const FALLBACK_COLOURS = {
  brand: '#0b5d66',
  accent: '#d1343a',
  land: '#f3efe6',
  border: '#c9c2b3',
  surface: '#ffffff',
};

type MapColours = typeof FALLBACK_COLOURS;

function tokenColours(element: Element): MapColours {
  const computed = getComputedStyle(element);
  const token = (name: string, fallback: string) => computed.getPropertyValue(name).trim() || fallback;
  return {
    brand: token('--esc-color-brand', FALLBACK_COLOURS.brand),
    accent: token('--esc-color-promo', FALLBACK_COLOURS.accent),
    land: token('--esc-color-surface-alt', FALLBACK_COLOURS.land),
    border: token('--esc-color-border', FALLBACK_COLOURS.border),
    surface: token('--esc-color-surface', FALLBACK_COLOURS.surface),
  };
}

function baseStyles(colours: MapColours) {
  const land = new Style({ fill: new Fill({ color: colours.land }) });
  const border = new Style({ stroke: new Stroke({ color: colours.border, width: 1 }) });
  return (feature: FeatureLike) => (feature.get(ATLAS_KIND) === 'border' ? border : land);
}

function markerStyle(colour: string, outline: string, radius: number): Style {
  return new Style({
    image: new Circle({ radius, fill: new Fill({ color: colour }), stroke: new Stroke({ color: outline, width: 2 }) }),
  });
}

function offerMarkers(offers: readonly BoxMapOffer[]): Feature<Point>[] {
  return offers.map(
    (offer) => new Feature({ geometry: new Point(fromLonLat([offer.lng, offer.lat])), [OFFER_ID]: offer.id }),
  );
}

/**
 * The box's stays on an OpenLayers map: an offline base (land and borders of a world atlas) and
 * one dot per stay. It opens on the site's country, then fits every stay in view once they come.
 * Pressing a dot names its stay over the map, with a link to it. Downloaded on demand.
 */
export function BoxOffersMap({ code, focusOnShow = false }: { code: string; focusOnShow?: boolean }) {
  const { t } = useTranslation('box');
  const props = useRemoteProps();
  const api = useApiClient();
  const offers = useQuery(boxMapOffersQuery(api, { code, locale: props.locale }));
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: OlMap; markers: VectorSource<Feature<Point>> } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const reportBaseError = useEffectEvent((error: unknown) => props.reportError(error, 'mfe-product (box map base)'));
  const labels = useEffectEvent(() => ({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }));
  // The site's country: where the map opens before the stays are fitted.
  const startView = useEffectEvent(() => BOX_MAP_DEFAULT_CENTRES[pointOfSaleOf(props.locale).id]);

  // The map is made once per mount; the effect below gives it the stays.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const colours = tokenColours(target);
    const centre = startView();
    const baseSource = new VectorSource();
    import(/* webpackChunkName: "world-atlas" */ 'world-atlas/countries-110m.json')
      .then((atlas) => baseSource.addFeatures(atlasFeatures((atlas.default ?? atlas) as unknown as Topology)))
      .catch((error: unknown) => reportBaseError(error));
    const markers = new VectorSource<Feature<Point>>();
    const [marker, selected] = [
      markerStyle(colours.brand, colours.surface, 7),
      markerStyle(colours.accent, colours.surface, 10),
    ];
    const markerLayer = new VectorLayer({
      source: markers,
      style: (feature) => (feature.get(SELECTED) ? selected : marker),
    });
    const { zoomIn, zoomOut } = labels();
    const map = new OlMap({
      target,
      layers: [
        new VectorLayer({ source: baseSource, style: baseStyles(colours), updateWhileInteracting: false }),
        markerLayer,
      ],
      view: new View({ center: fromLonLat([centre.lng, centre.lat]), zoom: centre.zoom, ...ZOOM_LIMITS }),
      controls: defaultControls({
        attribution: false,
        rotate: false,
        zoomOptions: { zoomInTipLabel: zoomIn, zoomOutTipLabel: zoomOut },
      }),
    });
    // The zoom buttons read "+" and "−": they get real names.
    target.querySelector('.ol-zoom-in')?.setAttribute('aria-label', zoomIn);
    target.querySelector('.ol-zoom-out')?.setAttribute('aria-label', zoomOut);
    map.on('singleclick', (event) => {
      const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, {
        layerFilter: (layer) => layer === markerLayer,
        hitTolerance: 6,
      });
      setSelectedId(hit ? (hit.get(OFFER_ID) as number) : null);
    });
    mapRef.current = { map, markers };
    return () => {
      mapRef.current = null;
      map.setTarget(undefined);
      map.dispose();
    };
  }, []);

  // The stays, once they come: drawn, then all fitted in view.
  useEffect(() => {
    const current = mapRef.current;
    if (!current || !offers.data) return;
    const features = offerMarkers(offers.data.exactMatch);
    current.markers.clear(true);
    current.markers.addFeatures(features);
    if (features.length === 0) return;
    const extent = boundingExtent(features.map((feature) => feature.getGeometry()!.getCoordinates()));
    current.map
      .getView()
      .fit(extent, { padding: FIT_PADDING, maxZoom: BOX_MAP_FIT_MAX_ZOOM, size: current.map.getSize() });
  }, [offers.data]);

  // The chosen stay's dot is drawn larger, in the accent colour.
  useEffect(() => {
    for (const feature of mapRef.current?.markers.getFeatures() ?? [])
      feature.set(SELECTED, feature.get(OFFER_ID) === selectedId);
  }, [selectedId, offers.data]);

  // Shown from "See on the map": the focus goes on to the map, which replaced the button.
  useEffect(() => {
    if (focusOnShow) targetRef.current?.focus();
  }, [focusOnShow]);

  const selectedOffer = offers.data?.exactMatch.find((offer) => offer.id === selectedId);
  const count = offers.data?.exactMatch.length ?? 0;
  return (
    <>
      <div
        ref={targetRef}
        className={styles.map}
        // Arrows move the map and + and − zoom it once it has the focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('map.label', { count })}
      />
      {selectedOffer ? (
        <p className={styles.selection}>
          <a
            className={styles.selectionLink}
            {...shopLinkProps(props, { kind: 'stay', id: String(selectedOffer.id), query: { flow: 'gifting' } })}
          >
            {selectedOffer.label}
          </a>
        </p>
      ) : null}
    </>
  );
}
