import { Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import {
  appliedFilterCount,
  centsToEuros,
  ITEMS_PER_PAGE,
  pageCountOf,
  serializeSearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../context/remote-props';
import { useIsServerMarkup } from '../context/server-markup';
import { EARLY_SCROLL_ANCHOR_ATTRIBUTE } from '@escapade/shared-contracts/early-result-photos';
import { OnDemand } from '../components/on-demand';
import { ByScreen } from '../components/by-screen';
import { BELOW_DESKTOP, DESKTOP, useMediaQuery } from '../hooks/use-media-query';
import { lazyPart } from '../utils/lazy-part';
import { countryOfHierarchy, placeKindOf } from '../utils/place-in-sentence';
import { usePlaceInSentence } from '../hooks/use-place-in-sentence';
import { useOffersSearch } from '../features/results/state/use-offers-search';
import { useSearchCriteria } from '../features/results/state/use-search-criteria';
import type { SearchOffer, SearchOffersResponse } from '../utils/search-offers-answer';
import { FILTER_ANCHOR_ID } from '../features/results/utils/results-constants';
import { ResultsBanner } from '../features/results/components/results-banner';
import { Breadcrumb } from '../features/results/components/breadcrumb';
import { ResultsHeader } from '../features/results/components/results-header';
import { ResultsGrid, ResultsGridSkeleton } from '../features/results/components/results-grid';
import { ResultsError } from '../features/results/components/results-error';
import { FamilyBanner } from '../features/results/components/family-banner';
import { SuggestionLinks } from '../features/results/components/suggestion-links';
import { MobileActionBar } from '../features/results/components/mobile-action-bar';
import { scrollTargetAfterSearch } from '../features/results/utils/scroll-after-search';
import { rewrittenLocation } from '../features/results/utils/search-uri';
import { Pagination } from '../features/pagination/components/pagination';
import { pageLinkHints } from '../features/pagination/utils/page-target';
import { FilterBar } from '../features/filters/components/filter-bar';
import { ActivityFilterBar } from '../features/filters/components/activity-filter-bar';
import { ActivitySearchLink } from '../features/activity/components/activity-search-link';
import { useFilterDrawerOpener } from '../features/filters/state/use-filter-actions';
import {
  MobileFiltersOnDemand,
  mobileFilterDrawerOpenerProps,
} from '../features/filters/components/mobile-filters-on-demand';
import { SortSelectPlaceholder } from '../features/sort/components/sort-select-placeholder';
import { sortChoiceOf } from '../features/sort/utils/sort-options';
import { useResultsInlineBlocks } from '../features/inline-blocks/components/results-inline-blocks';
import { FallbackSections } from '../features/fallbacks/components/fallback-sections';
import { StickySearchSummary } from '../features/sticky-summary/components/sticky-search-summary';
import { LocalSearchButton } from '../features/local-search/components/local-search-button';
import styles from './search-results-page.module.css';

type Position = { lat: number; lng: number };

/** An action the bar leaves out. */
const NO_ACTION = { hidden: true, onPress: () => undefined };

// Closed on arrival: each is downloaded when first opened, or when the pointer or the focus comes on
// its button. The map's OpenLayers code stays a further chunk, fetched once the map opens.
const MapOverlay = lazyPart(() =>
  import(/* webpackChunkName: "map-overlay" */ '../features/map/components/map-overlay').then(
    (module) => module.MapOverlay,
  ),
);
/** The activity flow's list (its own participant field and cards): downloaded only in that flow. */
const ActivityResults = lazyPart(() =>
  import(/* webpackChunkName: "activity-results" */ '../features/activity/components/activity-results').then(
    (module) => module.ActivityResults,
  ),
);

/** Desktop only: phones sort in a drawer and never download the select. */
const SortSelect = lazyPart(() =>
  import(/* webpackChunkName: "sort-select" */ '../features/sort/components/sort-select').then(
    (module) => module.SortSelect,
  ),
);
const SortDrawer = lazyPart(() =>
  import(/* webpackChunkName: "sort-drawer" */ '../features/sort/components/sort-drawer').then(
    (module) => module.SortDrawer,
  ),
);

const DIGITS = /^\d+$/;

/**
 * The name of the hotel a search is for (`hotelId`, or `hotel` by id or by name): the hotel of
 * its stays, or the name the search gives; null for a search that is not for one hotel, or
 * whose hotel is not known by name yet.
 */
function searchedHotelName(
  criteria: { hotel?: string; hotelId?: string },
  offers: readonly SearchOffer[],
): string | null {
  const hotelId = criteria.hotelId ?? (criteria.hotel && DIGITS.test(criteria.hotel) ? criteria.hotel : undefined);
  if (hotelId !== undefined) {
    const stay = offers.find((offer) => String(offer.hotel.id) === hotelId);
    if (stay) return stay.hotel.label;
  }
  return criteria.hotel && !DIGITS.test(criteria.hotel) ? criteria.hotel : null;
}

/** The search results page (route kinds search and activitySearch): criteria come from the URL. */
export function SearchResultsPage() {
  const { t } = useTranslation('results');
  const { route, navigate, bus, hrefFor } = useRemoteProps();
  const { criteria, kind } = useSearchCriteria();
  const isActivity = kind === 'activitySearch' || criteria.flow === 'activity';
  // The activity page lists activities whatever flow led there (the gift drawer's "Activities to
  // offer" comes in the gifting flow): its search box searches activities, on the activity path.
  const boxFlow = isActivity ? 'activity' : criteria.flow;
  const criteriaHash = useMemo(() => serializeSearchCriteria(criteria).hash, [criteria]);
  const isDesktop = useMediaQuery(DESKTOP);
  const filterAnchor = useRef<HTMLDivElement>(null);
  const resultsTop = useRef<HTMLDivElement>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);
  const filterDrawer = useFilterDrawerOpener();
  const serverMarkup = useIsServerMarkup();

  // Runs once a search has answered, with the route of that moment.
  const onSearched = (response: SearchOffersResponse) => {
    const current = route;
    // A page past the last one (an old link, a hand-made address) shows the last page instead.
    const lastPage = pageCountOf(response.totalCount, ITEMS_PER_PAGE) - 1;
    if (response.exactMatch.length === 0 && lastPage >= 0 && criteria.page > lastPage) {
      const query = new URLSearchParams(current.search);
      if (lastPage > 0) query.set('page', String(lastPage));
      else query.delete('page');
      navigate({ kind, query: Object.fromEntries(query), hash: current.hash }, { replace: true });
      return;
    }
    // When the search's uri differs from the path, the location is rewritten (the api
    // leaves uri null for now, so this changes nothing yet).
    const rewritten = rewrittenLocation(response.searchDetails.uri, current);
    if (rewritten) window.history.replaceState(window.history.state, '', rewritten);
    // The search-bar origin marker leaves the URL once its search has run.
    const query = new URLSearchParams(current.search);
    if (query.has('from')) {
      query.delete('from');
      navigate({ kind, query: Object.fromEntries(query), hash: current.hash }, { replace: true });
    }
    bus.emit('tracking:event', {
      name: 'view_item_list',
      items: response.exactMatch.map((offer, index) => ({
        item_id: String(offer.id),
        item_name: offer.label,
        item_category: 'weekend',
        quantity: 1,
        price: centsToEuros(offer.sellPrice),
        index,
      })),
      params: { item_list_name: 'search_results' },
    });
  };
  const { status, response, arriving, retry } = useOffersSearch(criteria, onSearched, { enabled: !isActivity });

  // Arriving from another page, the results page starts at the top. A page that mounts with its
  // answer is the page the browser loaded, where the shell may already have scrolled to the
  // results it drew early (shared-contracts/early-result-photos): it stays there.
  const [mountedWithAnswer] = useState(arriving !== null);
  useEffect(() => {
    if (!mountedWithAnswer && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [mountedWithAnswer]);

  const offers = response?.exactMatch ?? [];
  const hasResults = offers.length > 0;
  const total = response?.totalCount ?? null;
  const destination = response?.searchDetails.destination ?? null;
  const inSentence = usePlaceInSentence();
  // The destination in the titles, with the preposition and article its kind of place takes.
  const where = destination
    ? inSentence({
        kind: placeKindOf(criteria.places),
        label: destination,
        country: countryOfHierarchy(response?.searchDetails.locationHierarchy ?? []),
      })
    : null;

  // The searched point, kept across searches so the distance filter does not blink while loading.
  const searchedPosition = useMemo((): Position | null => {
    if (criteria.lat !== undefined && criteria.lng !== undefined) return { lat: criteria.lat, lng: criteria.lng };
    const location = response?.searchDetails.location;
    return location ? { lat: location.latitude, lng: location.longitude } : null;
  }, [criteria.lat, criteria.lng, response]);
  const [keptPosition, setKeptPosition] = useState<Position | null>(null);
  const position = searchedPosition ?? (status === 'loading' ? keptPosition : null);
  if (position !== keptPosition) setKeptPosition(position);

  // A search for one hotel is titled with the hotel's name, which wins over any place.
  const hotelName = searchedHotelName(criteria, offers);
  const title = isActivity
    ? t('results.activitySearchTitle')
    : total === null
      ? status === 'error'
        ? t('results.titleUnknown')
        : t('results.searching')
      : hotelName
        ? t('results.titleHotel', { count: total, hotel: hotelName })
        : where
          ? t('results.titleIn', { count: total, where })
          : t('results.title', { count: total });

  // The neighbouring pages of the list are hinted in the head (rel prev/next), with the links'
  // own addresses; the activity list pages itself.
  const { page, flow } = criteria;
  useEffect(() => {
    if (total === null && !isActivity) return;
    bus.emit('page:meta', {
      title,
      description: where ? t('results.metaDescriptionIn', { where }) : t('results.metaDescription'),
      ...(total === null || isActivity
        ? {}
        : pageLinkHints(page, pageCountOf(total, ITEMS_PER_PAGE), { kind, flow }, hrefFor)),
    });
  }, [bus, title, total, where, isActivity, t, page, flow, kind, hrefFor]);

  // Once the search has answered, what brought it decides where the page scrolls.
  const answeredPage = useRef<number | null>(null);
  // Only a new answer scrolls; the media query changing does not.
  const scrollAfterAnswer = useEffectEvent((answer: SearchOffersResponse) => {
    const trigger =
      answeredPage.current === null
        ? 'arrival'
        : answeredPage.current !== criteria.page
          ? 'pageChange'
          : 'criteriaChange';
    answeredPage.current = criteria.page;
    const target = scrollTargetAfterSearch({
      trigger,
      isMobile: !isDesktop,
      hasResults: answer.exactMatch.length > 0,
      pastAnchor: (filterAnchor.current?.getBoundingClientRect().top ?? 0) < 0,
    });
    if (target === 'filterAnchor') filterAnchor.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    if (target === 'resultsTop') resultsTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  });
  useEffect(() => {
    if (response) scrollAfterAnswer(response);
  }, [response]);

  const blocks = useResultsInlineBlocks(criteria, kind);
  const sortChoice = sortChoiceOf(criteria);
  const filterCount = appliedFilterCount(criteria, {
    distanceMin: filterDrawer.distanceDefaults.min,
    distanceMax: filterDrawer.distanceDefaults.max,
  });
  const filterAction = {
    appliedCount: filterCount,
    onPress: filterDrawer.openDrawer,
    openerProps: mobileFilterDrawerOpenerProps,
  };

  const breadcrumb = response ? (
    <Breadcrumb
      hierarchy={response.searchDetails.locationHierarchy}
      destination={destination}
      criteria={criteria}
      kind={kind}
    />
  ) : (
    <div className={styles.breadcrumbPlaceholder} aria-hidden="true" />
  );

  /** The bar of filters above the results: a desktop's row of filters, or a phone's Map, Sort and Filter. */
  const filterBar = (desktop: boolean) =>
    isActivity ? (
      desktop ? (
        <ActivityFilterBar position={position} />
      ) : (
        // Activities have no map and no sort: the bar keeps Filter alone.
        <MobileActionBar map={NO_ACTION} sort={NO_ACTION} filter={filterAction} />
      )
    ) : desktop ? (
      <FilterBar
        position={position}
        trailing={
          <>
            <LocalSearchButton flow={criteria.flow} centre={position} />
            <Suspense fallback={<SortSelectPlaceholder />}>
              <SortSelect.Component />
            </Suspense>
            <Button
              className={styles.mapButton}
              isDisabled={!hasResults}
              onPress={() => setMapOpen(true)}
              {...MapOverlay.openerProps}
            >
              {t('results.seeOnMap')}
            </Button>
          </>
        }
      />
    ) : (
      <MobileActionBar
        map={{ disabled: !hasResults, onPress: () => setMapOpen(true), openerProps: MapOverlay.openerProps }}
        sort={{
          hidden: sortChoice.options.length < 2,
          onPress: () => setSortOpen(true),
          openerProps: SortDrawer.openerProps,
        }}
        filter={filterAction}
      />
    );

  return (
    <div className={styles.page}>
      <ResultsBanner
        title={title}
        flow={boxFlow}
        hash={criteriaHash}
        breadcrumb={isActivity ? null : breadcrumb}
        // The filter anchor is the top of the banner's search box: phones scroll there once results
        // have come (scrollAfterAnswer), so the box shows whole with the filter bar right below it,
        // and so does the shell, over the server's markup, when it draws the first photos.
        boxAnchor={{
          id: FILTER_ANCHOR_ID,
          ref: filterAnchor,
          className: styles.filterAnchor,
          ...(serverMarkup && !isActivity ? { [EARLY_SCROLL_ANCHOR_ATTRIBUTE]: BELOW_DESKTOP } : {}),
        }}
      />
      <StickySearchSummary flow={boxFlow} hash={criteriaHash} anchorRef={filterAnchor} />
      <ByScreen split="desktop" matching={filterBar(true)} other={filterBar(false)} />
      <div className={styles.content} ref={resultsTop}>
        {isActivity ? (
          <Suspense fallback={<ResultsGridSkeleton />}>
            <ActivityResults.Component criteria={criteria} />
          </Suspense>
        ) : (
          <>
            <ByScreen
              split="desktop"
              matching={null}
              other={<LocalSearchButton flow={criteria.flow} centre={position} className={styles.localSearch} />}
            />
            <FamilyBanner criteria={criteria} kind={kind} />
            {status === 'error' ? null : <ResultsHeader count={total} criteria={criteria} />}
            {status === 'loading' ? (
              <ResultsGridSkeleton photoSlots={serverMarkup} photos={arriving?.exactMatch ?? []} />
            ) : null}
            {status === 'error' ? <ResultsError onRetry={retry} /> : null}
            {response && hasResults ? (
              <ResultsGrid offers={offers} flow={criteria.flow} criteriaHash={criteriaHash} blocks={blocks} />
            ) : null}
            {/* Suggestions, and every message about them — the no-results alert included. */}
            {response ? (
              <FallbackSections
                criteria={criteria}
                exactHotelIds={offers.map((offer) => offer.hotel.id)}
                exactTotalCount={response.totalCount}
                exactSearchDetails={response.searchDetails}
                exactMatch
              />
            ) : null}
            {response && hasResults ? (
              <Pagination
                page={criteria.page}
                pageSize={ITEMS_PER_PAGE}
                total={response.totalCount}
                kind={kind}
                flow={criteria.flow}
                hash={criteriaHash}
              />
            ) : null}
            {response ? <ActivitySearchLink criteria={criteria} destination={destination} /> : null}
            {response ? <SuggestionLinks criteria={criteria} kind={kind} /> : null}
          </>
        )}
      </div>
      {isDesktop ? null : <MobileFiltersOnDemand position={position} activityFlow={isActivity} />}
      {isActivity ? null : (
        <>
          <OnDemand name="map-overlay" isOpen={mapOpen} onFailed={() => setMapOpen(false)}>
            <MapOverlay.Component criteria={criteria} isOpen={mapOpen} onClose={() => setMapOpen(false)} />
          </OnDemand>
          {isDesktop ? null : (
            <OnDemand name="sort-drawer" isOpen={sortOpen} onFailed={() => setSortOpen(false)}>
              <SortDrawer.Component isOpen={sortOpen} onClose={() => setSortOpen(false)} />
            </OnDemand>
          )}
        </>
      )}
    </div>
  );
}
