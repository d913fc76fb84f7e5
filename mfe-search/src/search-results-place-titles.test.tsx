import { screen, within } from '@testing-library/react';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { onDesktopWithoutScrolling, renderResultsPage } from './test/results-page-setup';
import { answerResultsPage, offersPage } from './test/results-page-api';

// The results page names its place as each language says it: a preposition, and the article the
// place's name takes, chosen by the kind of place searched.

jest.mock('./features/fallbacks/components/fallback-sections', () => ({ FallbackSections: () => null }));
jest.mock('./features/map/components/map-overlay', () => ({ MapOverlay: () => null }));

const api = setupApiMock();

onDesktopWithoutScrolling();

function answerPlace(destination: string, country: string | null = null) {
  answerResultsPage(api);
  const hierarchy = country ? [{ type: 'country' as const, id: 1, label: country }] : [];
  api.json('/api/offers.json', offersPage(12, 689, { destination, locationHierarchy: hierarchy }), {
    method: 'POST',
  });
}

describe('the place in the results title', () => {
  it.each([
    ['country=1', 'France', null, '689 séjours en France'],
    ['country=5', 'Pays-Bas', null, '689 séjours aux Pays-Bas'],
    ['region=3', 'Île-de-France', 'France', '689 séjours en Île-de-France'],
    ['city=10001', 'Le Havre', 'France', '689 séjours au Havre'],
    ['poi=7', 'Tour Eiffel', 'France', '689 séjours près de la Tour Eiffel'],
  ])('in French, %s named %s', async (hash, destination, country, title) => {
    answerPlace(destination, country);
    renderResultsPage({ route: { hash } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['country=3', 'Italia', '689 soggiorni in Italia'],
    ['region=40', 'Lombardia', '689 soggiorni in Lombardia'],
  ])('in Italian, %s named %s', async (hash, destination, title) => {
    answerPlace(destination, 'Italia');
    renderResultsPage({ locale: 'it_IT', route: { hash } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('in Spanish and Dutch, with the article a country takes', async () => {
    answerPlace('Países Bajos');
    const view = renderResultsPage({ locale: 'es_ES', route: { hash: 'country=5' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: '689 estancias en los Países Bajos' }),
    ).toBeInTheDocument();
    view.unmount();

    answerPlace('Balearen', 'Spanje');
    renderResultsPage({ locale: 'nl_NL', route: { hash: 'region=20' } });
    expect(await screen.findByRole('heading', { level: 1, name: '689 verblijven op de Balearen' })).toBeInTheDocument();
  });
});

describe('the place in the suggestion links', () => {
  it('names a nearby town with its article', async () => {
    answerPlace('Rouen', 'France');
    api.json('/api/search/suggestion-links.json', {
      cities: [{ id: 10001, label: 'Le Havre', offerCount: 4 }],
      themes: [],
    });
    renderResultsPage({ route: { hash: 'city=12' } });
    const cities = await screen.findByRole('navigation', { name: 'Villes à proximité' });
    expect(within(cities).getByRole('link', { name: 'Week-end au Havre' })).toBeInTheDocument();
  });
});
