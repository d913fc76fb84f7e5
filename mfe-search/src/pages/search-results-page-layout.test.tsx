import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupApiMock } from '../../../platform/test-kit/api-mock';
import { DESKTOP_WIDTH, emulateViewport } from '../../../platform/test-kit/viewport';
import { answerResultsPage, offersPage } from '../test/results-page-api';
import { renderSearchMount } from '../test/search-page-props';
import { SearchResultsPage } from './search-results-page';

const api = setupApiMock();

let restoreViewport = () => {};
beforeEach(() => {
  restoreViewport = emulateViewport(DESKTOP_WIDTH);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => restoreViewport());

/** The page on a laptop, once its sort selector (its own download) has come. */
async function renderPage(hash: string) {
  renderSearchMount(<SearchResultsPage />, { route: { hash, search: 'flow=booking' } });
  await screen.findByRole('button', { name: /Trier par/ });
}

/** The dropdowns of the desktop filter bar, in order, and whether each can be used. */
function dropdowns(): string[] {
  return within(screen.getByRole('group', { name: 'Filtres' }))
    .getAllByRole('button', { expanded: false })
    .map((button) => `${button.textContent}${button.hasAttribute('disabled') ? ' (off)' : ''}`);
}

const ALL_FIVE = ['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres'];

describe('search results page: the desktop filter bar has its final shape from the first paint', () => {
  it('shows the five dropdowns while the search runs, Distance usable on a city search', async () => {
    answerResultsPage(api, { offers: false });
    api.never('/api/offers.json', { method: 'POST' });
    await renderPage('city=12');
    expect(screen.getByRole('status', { name: 'Chargement des résultats' })).toBeInTheDocument();
    expect(dropdowns()).toEqual(ALL_FIVE);
  });

  it('keeps the same five once a city search has answered with its point', async () => {
    answerResultsPage(api, { offers: false });
    api.json('/api/offers.json', offersPage(3, 3, { location: { latitude: 45.76, longitude: 4.84 } }), {
      method: 'POST',
    });
    // The suggestions under the results ask too: none.
    api.json('/api/offers.json', offersPage(0, 0), { method: 'GET' });
    await renderPage('city=12');
    await screen.findAllByRole('article');
    expect(dropdowns()).toEqual(ALL_FIVE);
  });

  it('keeps Distance, disabled, for a region: before the answer and after it', async () => {
    answerResultsPage(api, { offers: false });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.answer(
      '/api/offers.json',
      async () => {
        await answered;
        return HttpResponse.json(offersPage(3, 3, { location: null }));
      },
      { method: 'POST' },
    );
    await renderPage('region=101');
    const shape = ['Activités', 'Prix', 'Distance (off)', 'Équipements', 'Plus de filtres'];
    expect(screen.getByRole('status', { name: 'Chargement des résultats' })).toBeInTheDocument();
    expect(dropdowns()).toEqual(shape);
    answer();
    await screen.findAllByRole('article');
    expect(dropdowns()).toEqual(shape);
  });

  it('keeps the five dropdowns when the search fails', async () => {
    answerResultsPage(api, { offers: false });
    api.error('/api/offers.json', 500, { method: 'POST', body: { message: 'boom' } });
    await renderPage('city=12');
    expect(await screen.findByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
    expect(dropdowns()).toEqual(ALL_FIVE);
  });
});
