import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { mountWidgetInBrowserOnly } from '@escapade/shared-contracts/server-render';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { AppRoot } from './app-root';
import { registerAllTexts } from './i18n/texts-store';
import { TRANSLATIONS } from './i18n/all-texts';
import { SEARCH_PAGE_ROUTE } from './test/search-page-props';

// The server knows no screen: were its markup the desktop's fields alone, a phone would see a tall
// form shrink into the one-line summary when the browser draws the page, and the page jump.
it("the server's results page holds the phone's summary and the wider screens' fields, for CSS to choose", () => {
  registerAllTexts(TRANSLATIONS);
  document.body.innerHTML = renderToString(
    <AppRoot
      {...fakeRemoteProps({ route: SEARCH_PAGE_ROUTE })}
      mountWidget={mountWidgetInBrowserOnly}
      queryClient={createQueryClient()}
      serverMarkup
    />,
  );
  const phone = screen.getByRole('search', { name: 'Rechercher un séjour' });
  expect(within(phone).getByRole('button', { name: /^Je recherche un week-end :/ })).toBeInTheDocument();
  // The fields' place, taken over by the form once its code has come.
  expect(within(screen.getByTestId('search-form-skeleton')).getByText('Destination')).toBeInTheDocument();
});
