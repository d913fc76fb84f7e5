import type { QueryClient } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { MountProviders } from './context/mount-providers';
import { ServerMarkupContext } from './context/server-markup';
import { SearchResultsPage } from './pages/search-results-page';

export interface AppRootProps extends RemoteProps {
  /** A query cache filled beforehand (the server's, or the browser's with the early search's answer). */
  queryClient?: QueryClient;
  /** The server renders this markup (see ServerMarkupContext). */
  serverMarkup?: boolean;
}

/**
 * Providers of one mount (its own store, api client, query cache and i18n instance) and the page
 * for the route. A query cache already filled shows its data without asking the api again.
 */
export function AppRoot({ queryClient, serverMarkup = false, ...props }: AppRootProps) {
  const servesResults = props.route.kind === 'search' || props.route.kind === 'activitySearch';
  return (
    <ServerMarkupContext.Provider value={serverMarkup}>
      <MountProviders props={props} queryClient={queryClient}>
        {servesResults ? <SearchResultsPage /> : null}
      </MountProviders>
    </ServerMarkupContext.Provider>
  );
}
