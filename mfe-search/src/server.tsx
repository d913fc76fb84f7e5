/**
 * The server bundle of mfe-search (dist/server/server.js). The criteria of a search live in the
 * address's hash, which never reaches a server: the page is rendered for what the path and query
 * say (its heading, filters and the results' placeholders), and the browser searches with the hash.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { mountWidgetInBrowserOnly, type RemoteServerEntry } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import { TRANSLATIONS } from './i18n/all-texts';
import { registerAllTexts } from './i18n/texts-store';

// The server renders pages in every language: all the texts are here from the start.
registerAllTexts(TRANSLATIONS);

export const renderRoute: RemoteServerEntry['renderRoute'] = async (props) => {
  const queryClient = createQueryClient();
  const html = renderToString(
    <AppRoot {...props} mountWidget={mountWidgetInBrowserOnly} queryClient={queryClient} serverMarkup />,
  );
  return { html, state: dehydrate(queryClient), hydrate: false };
};
