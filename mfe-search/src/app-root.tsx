import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { MountProviders } from './context/mount-providers';
import { SearchResultsPage } from './pages/search-results-page';

/** Providers of one mount (its own store and i18n instance) and the page for the route. */
export function AppRoot(props: RemoteProps) {
  const servesResults = props.route.kind === 'search' || props.route.kind === 'activitySearch';
  return <MountProviders props={props}>{servesResults ? <SearchResultsPage /> : null}</MountProviders>;
}
