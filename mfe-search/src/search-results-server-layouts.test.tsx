import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { mountWidgetInBrowserOnly } from '@escapade/shared-contracts/server-render';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { AppRoot } from './app-root';
import { registerAllTexts } from './i18n/texts-store';
import { TRANSLATIONS } from './i18n/all-texts';
import { SEARCH_PAGE_ROUTE } from './test/search-page-props';

/** The results page as the server renders it, in the document. */
function renderServerPage() {
  registerAllTexts(TRANSLATIONS);
  document.body.innerHTML = renderToString(
    <AppRoot
      {...fakeRemoteProps({ route: SEARCH_PAGE_ROUTE })}
      mountWidget={mountWidgetInBrowserOnly}
      queryClient={createQueryClient()}
      serverMarkup
    />,
  );
}

// The server knows no screen: were its markup the desktop's layout alone, a phone would see a tall
// form shrink into the one-line summary when the browser draws the page, and the page jump (and a
// desktop, the phone's bar turn into its row of filters).
it("the server's results page holds the phone's search summary and the wider screens' fields, for CSS to choose", () => {
  renderServerPage();
  const phone = screen.getByRole('search', { name: 'Rechercher un séjour' });
  expect(within(phone).getByRole('button', { name: /^Je recherche un week-end :/ })).toBeInTheDocument();
  // The fields' place, taken over by the form once its code has come.
  expect(within(screen.getByTestId('search-form-skeleton')).getByText('Destination')).toBeInTheDocument();
});

it("the server's results page holds the phone's Map, Sort and Filter bar and the desktop's filters, for CSS to choose", () => {
  renderServerPage();
  expect(screen.getByRole('toolbar', { name: 'Affiner les résultats' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Voir sur la carte' })).toBeInTheDocument();
});
