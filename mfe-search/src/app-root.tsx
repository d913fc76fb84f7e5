import type { QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { MountProviders } from './context/mount-providers';
import { SearchResultsPage } from './pages/search-results-page';

/**
 * Providers of one mount (its own store, api client, query cache and i18n instance) and the page
 * for the route. A server render passes the query cache it already filled, so the page shows that
 * data without asking the api again.
 */
export function AppRoot({ queryClient, ...props }: RemoteProps & { queryClient?: QueryClient }) {
  const servesResults = props.route.kind === 'search' || props.route.kind === 'activitySearch';
  return (
    <MountProviders props={props} queryClient={queryClient}>
      {servesResults ? <SearchResultsPage /> : null}
    </MountProviders>
  );
}
