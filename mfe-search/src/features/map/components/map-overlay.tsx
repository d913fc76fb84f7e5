import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type JSX } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import {
  buildOffersRequest,
  ITEMS_PER_PAGE,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import type { MapGridRequest, OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useRemoteProps } from '../../../context/remote-props';
import type { MapCell, MapMarker } from '../api/search-map-cells';
import { useMapSearch } from '../state/use-map-search';
import { useMarkerOffer } from '../state/use-marker-offer';
import { useGrantedGeolocation } from '../state/use-granted-geolocation';
import { MAP_LIST_LIMIT, SEA_COLOUR } from '../utils/map-constants';
import { defaultMapCentre, gridOfSize, isLatLng, placeTypeOf, zoomForPlaceType } from '../utils/map-view';
import type { OffersMapProps } from './offers-map';
import { MapInfoCard } from './map-info-card';
import { MapOfferList } from './map-offer-list';
import styles from './map-overlay.module.css';

export interface MapOverlayProps {
  criteria: SearchCriteria;
  isOpen: boolean;
  onClose: () => void;
}

/** The OpenLayers map, its own chunk (with ol and the country shapes): fetched only when a map opens. */
function loadOffersMap(): Promise<{ default: ComponentType<OffersMapProps> }> {
  return import(/* webpackChunkName: "offers-map" */ './offers-map').then((module) => ({ default: module.OffersMap }));
}

/**
 * The results on a map in a modal, full screen on phones and a large dialog on
 * larger screens. This file stays light: OpenLayers comes in a lazy chunk once the modal opens,
 * while the markers are fetched at the same time.
 */
export function MapOverlay({ criteria, isOpen, onClose }: MapOverlayProps): JSX.Element | null {
  const { t } = useTranslation('map');
  const { locale, reportError } = useRemoteProps();
  const request = useMemo<OffersRequestBody>(
    // The page's own offers come along: the info card of those needs no further call.
    () => buildOffersRequest(criteria, { locale, limit: ITEMS_PER_PAGE, page: criteria.page }),
    [criteria, locale],
  );
  const requestKey = useMemo(() => JSON.stringify(request), [request]);
  const criteriaHash = useMemo(() => serializeSearchCriteria(criteria).hash, [criteria]);
  // Another search, or the map opened again, starts afresh: nothing selected, every hotel fitted.
  const mapScope = `${isOpen}:${requestKey}`;
  // Until the map has a view, the grid is laid over all the search's hotels at the window's size
  // (the map fills the window on phones and most of it elsewhere); then over the view.
  const openingGrid = useMemo<MapGridRequest>(
    () => gridOfSize(typeof window === 'undefined' ? [0, 0] : [window.innerWidth, window.innerHeight]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured again for each opening or search
    [mapScope],
  );
  const [movedView, setMovedView] = useState<{ scope: string; grid: MapGridRequest } | null>(null);
  const grid = movedView?.scope === mapScope ? movedView.grid : openingGrid;
  const { state, retry } = useMapSearch(request, grid, isOpen);

  // One lazy component per attempt, so a failed chunk can be fetched again.
  const [OffersMap, setOffersMap] = useState(() => lazy(loadOffersMap));
  const reloadMap = () => setOffersMap(() => lazy(loadOffersMap));
  // Start fetching the map's code with the markers, not after them.
  useEffect(() => {
    if (isOpen) loadOffersMap().catch(() => {});
  }, [isOpen, OffersMap]);

  const response = state.status === 'success' ? state.response : null;
  const cells = useMemo<readonly MapCell[]>(() => response?.mapCells ?? [], [response]);
  const hotelCount = response?.mapHotelCount ?? 0;
  const loadedOffers = useMemo(() => response?.exactMatch ?? [], [response]);

  // The selected hotel stays selected while the map moves and its cells are fetched again.
  const [selectedMarker, setSelectedMarker] = useState<MapMarker | null>(null);
  const [visibleIds, setVisibleIds] = useState<ReadonlySet<number> | null>(null);
  const [selectionScope, setSelectionScope] = useState(mapScope);
  if (selectionScope !== mapScope) {
    setSelectionScope(mapScope);
    setSelectedMarker(null);
    setVisibleIds(null);
  }
  const selectedId = selectedMarker?.id ?? null;
  const selectHotel = useCallback(
    (id: number | null) =>
      setSelectedMarker(id === null ? null : (cells.find((cell) => cell.best.id === id)?.best ?? null)),
    [cells],
  );
  const offerState = useMarkerOffer(selectedMarker, loadedOffers, request);

  // Default centre: the searched place, the user's location, no IP location offline, Barcelona.
  const criteriaPoint = isLatLng({ lat: criteria.lat, lng: criteria.lng })
    ? { lat: criteria.lat!, lng: criteria.lng! }
    : null;
  const searchedLocation = response?.searchDetails.location ?? null;
  const searched = searchedLocation ? { lat: searchedLocation.latitude, lng: searchedLocation.longitude } : null;
  const needsBrowserPosition = isOpen && response !== null && hotelCount === 0 && !searched && !criteriaPoint;
  const browserPosition = useGrantedGeolocation(needsBrowserPosition);
  const placeType = placeTypeOf(criteria);
  const { centre } = defaultMapCentre({ searched, user: criteriaPoint ?? browserPosition, ip: null });
  const fallbackView = useMemo(
    () => ({ centre: { lat: centre.lat, lng: centre.lng }, zoom: zoomForPlaceType(placeType) }),
    [centre.lat, centre.lng, placeType],
  );

  // The best hotel of each cell in view, in the results' order; the others are counted.
  const listed = useMemo(() => {
    const inView = visibleIds ? cells.filter((cell) => visibleIds.has(cell.best.id)) : cells;
    const markers = inView.slice(0, MAP_LIST_LIMIT).map((cell) => cell.best);
    const hotelsInView = inView.reduce((sum, cell) => sum + cell.count, 0);
    return { markers, hiddenCount: Math.max(0, hotelsInView - markers.length) };
  }, [cells, visibleIds]);

  // Choosing from the list moves focus to the card, as a keyboard user expects after a choice.
  const cardRef = useRef<HTMLElement>(null);
  const [cardFocusRequest, setCardFocusRequest] = useState(0);
  useEffect(() => {
    if (cardFocusRequest > 0) cardRef.current?.focus();
  }, [cardFocusRequest]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeCard = useCallback(() => {
    const id = selectedId;
    setSelectedMarker(null);
    // Back to where the choice was made: its list entry, else the map.
    const entry = bodyRef.current?.querySelector<HTMLElement>(`[data-marker-id="${id}"]`);
    (entry ?? bodyRef.current?.querySelector<HTMLElement>('[data-testid="offers-map"]'))?.focus();
  }, [selectedId]);

  if (!isOpen) return null;

  const mapError = (retryLoad: () => void) => (
    <div className={styles.panel} role="alert">
      <p>{t('map.loadError')}</p>
      <Button className={styles.retry} onPress={retryLoad}>
        {t('map.retry')}
      </Button>
    </div>
  );
  const loading = (
    <div className={styles.panel} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{t('map.loading')}</p>
    </div>
  );

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {t('map.title')}
              {response ? (
                <>
                  {' '}
                  <span className={styles.count}>{t('map.count', { count: response.totalCount })}</span>
                </>
              ) : null}
            </Heading>
            <Button className={styles.close} onPress={onClose} aria-label={t('map.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </Button>
          </header>
          <div className={styles.body} ref={bodyRef} style={{ background: SEA_COLOUR }}>
            {state.status === 'error' ? (
              mapError(retry)
            ) : state.status !== 'success' ? (
              loading
            ) : (
              // The map's code may fail to come (offline, a redeploy): a retry panel, and a fresh fetch on retry.
              <ErrorBoundary
                fallbackRender={({ resetErrorBoundary }) => mapError(resetErrorBoundary)}
                onReset={reloadMap}
                onError={(error) => reportError(error, 'mfe-search/map-chunk')}
              >
                <Suspense fallback={loading}>
                  <OffersMap
                    cells={cells}
                    hotelsExtent={response?.mapExtent ?? null}
                    searchKey={mapScope}
                    selected={selectedMarker}
                    onSelect={selectHotel}
                    fallbackView={fallbackView}
                    fitMaxZoom={zoomForPlaceType(placeType)}
                    onViewChange={(moved) => setMovedView({ scope: mapScope, grid: moved })}
                    onVisibleMarkersChange={setVisibleIds}
                    label={t('map.mapLabel')}
                    zoomInLabel={t('map.zoomIn')}
                    zoomOutLabel={t('map.zoomOut')}
                    creditLabel={t('map.credit')}
                  />
                  {hotelCount === 0 ? (
                    <p className={styles.notice} role="status">
                      {t('map.empty')}
                    </p>
                  ) : null}
                  <MapOfferList
                    markers={listed.markers}
                    hiddenCount={listed.hiddenCount}
                    selectedId={selectedId}
                    onSelect={(id) => {
                      selectHotel(id);
                      setCardFocusRequest((count) => count + 1);
                    }}
                  />
                  {selectedMarker ? (
                    <MapInfoCard
                      ref={cardRef}
                      marker={selectedMarker}
                      state={offerState}
                      flow={criteria.flow}
                      criteriaHash={criteriaHash}
                      onClose={closeCard}
                    />
                  ) : null}
                </Suspense>
              </ErrorBoundary>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
