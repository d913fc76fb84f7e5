import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import {
  centsToEuros,
  clearFilters,
  ITEMS_PER_PAGE,
  parseSearchCriteria,
  serializeSearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../remote-props';
import { useOffersSearch } from '../features/results/state/use-offers-search';
import type { SearchOffersResponse } from '../features/results/api/search-offers';
import { ResultsBanner } from '../features/results/components/results-banner';
import { ResultsHeader } from '../features/results/components/results-header';
import { ResultsGrid, ResultsGridSkeleton } from '../features/results/components/results-grid';
import { ResultsError } from '../features/results/components/results-error';
import { NoResults } from '../features/results/components/no-results';
import { Pagination } from '../features/pagination/components/pagination';
import styles from './search-results-page.module.css';

/** The search results page (route kinds search and activitySearch): criteria come from the URL. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const { route, navigate, bus } = useRemoteProps();
  const kind = route.kind === 'activitySearch' ? 'activitySearch' : 'search';
  const criteria = useMemo(() => parseSearchCriteria({ hash: route.hash, search: route.search }), [route.hash, route.search]);
  const criteriaHash = useMemo(() => serializeSearchCriteria(criteria).hash, [criteria]);
  const resultsTop = useRef<HTMLDivElement>(null);

  // Spec §2: the search-bar origin marker leaves the URL once its search has run.
  const latestRoute = useRef(route);
  latestRoute.current = route;
  const onSearched = (response: SearchOffersResponse) => {
    const current = latestRoute.current;
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
        item_category: criteria.flow === 'activity' ? 'activity' : 'weekend',
        quantity: 1,
        price: centsToEuros(offer.sellPrice),
        index,
      })),
      params: { item_list_name: 'search_results' },
    });
  };
  const { state, retry } = useOffersSearch(criteria, onSearched);

  const response = state.status === 'success' ? state.response : null;
  const total = response?.totalCount ?? null;
  const destination = response?.searchDetails.destination ?? null;
  const titleKey = kind === 'activitySearch' ? 'results.activityTitle' : 'results.title';
  const title =
    total === null
      ? state.status === 'error'
        ? t('results.titleUnknown')
        : t('results.searching')
      : destination
        ? t(`${titleKey}In`, { count: total, destination })
        : t(titleKey, { count: total });

  useEffect(() => {
    bus.emit('banner:context', {
      page: kind,
      flow: criteria.flow,
      city: criteria.places.city,
      department: criteria.places.department,
      region: criteria.places.region,
      country: criteria.places.country,
      theme: criteria.theme,
    });
  }, [bus, kind, criteria]);

  useEffect(() => {
    if (total === null) return;
    bus.emit('page:meta', {
      title,
      description: destination ? t('results.metaDescriptionIn', { destination }) : t('results.metaDescription'),
    });
  }, [bus, title, total, destination, t]);

  // Moving to another page starts at the top of the list, not where the pagination was; landing
  // on a page from a link keeps the normal top of the page.
  const shownPage = useRef(criteria.page);
  useEffect(() => {
    if (shownPage.current === criteria.page) return;
    shownPage.current = criteria.page;
    resultsTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [criteria.page]);

  const withoutFilters: RouteTarget = { kind, query: { flow: criteria.flow }, hash: serializeSearchCriteria(clearFilters(criteria)).hash };

  return (
    <div className={styles.page}>
      <ResultsBanner title={title} flow={criteria.flow} hash={criteriaHash} />
      <div className={styles.content} ref={resultsTop}>
        {state.status === 'error' ? null : <ResultsHeader count={total} criteria={criteria} />}
        {state.status === 'loading' ? <ResultsGridSkeleton /> : null}
        {state.status === 'error' ? <ResultsError onRetry={retry} /> : null}
        {response && response.exactMatch.length === 0 ? <NoResults withoutFilters={withoutFilters} /> : null}
        {response && response.exactMatch.length > 0 ? (
          <>
            <ResultsGrid offers={response.exactMatch} flow={criteria.flow} criteriaHash={criteriaHash} />
            <Pagination page={criteria.page} pageSize={ITEMS_PER_PAGE} total={response.totalCount} kind={kind} flow={criteria.flow} hash={criteriaHash} />
          </>
        ) : null}
      </div>
    </div>
  );
}
