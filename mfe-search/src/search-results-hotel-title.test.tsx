import { screen } from '@testing-library/react';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { onDesktopWithoutScrolling, renderResultsPage } from './test/results-page-setup';
import { answerResultsPage } from './test/results-page-api';
import { offerFixture, offersResponseFixture } from './test/offers-fixture';

// A search for one hotel is titled with the hotel's name, not only with its count of stays.

jest.mock('./features/fallbacks/components/fallback-sections', () => ({ FallbackSections: () => null }));
jest.mock('./features/map/components/map-overlay', () => ({ MapOverlay: () => null }));

const api = setupApiMock();

onDesktopWithoutScrolling();

const HOTEL = { ...offerFixture().hotel, id: 601, label: 'Le Mas des Oliviers' };

/** The hotel's stays, as the search answers a hotel search: no place, the hotel's id. */
function answerHotel(count: number) {
  answerResultsPage(api);
  const offers = Array.from({ length: count }, (_, index) => offerFixture({ id: 101 + index, hotel: HOTEL }));
  const response = offersResponseFixture(offers, count);
  api.json(
    '/api/offers.json',
    { ...response, searchDetails: { ...response.searchDetails, destination: null, hotelId: HOTEL.id } },
    { method: 'POST' },
  );
}

describe('the title of a hotel search', () => {
  it.each([
    ['fr_FR', 1, 'Le Mas des Oliviers : 1 séjour'],
    ['fr_FR', 3, 'Le Mas des Oliviers : 3 séjours'],
    ['es_ES', 3, 'Le Mas des Oliviers: 3 estancias'],
    ['it_IT', 1, 'Le Mas des Oliviers: 1 soggiorno'],
    ['nl_NL', 3, 'Le Mas des Oliviers: 3 verblijven'],
  ] as const)('in %s with %i stay(s), reads "%s"', async (locale, count, title) => {
    answerHotel(count);
    renderResultsPage({ locale, route: { hash: `hotelId=${HOTEL.id}` } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('names the hotel given by name when no stay tells it', async () => {
    answerResultsPage(api);
    const response = offersResponseFixture([], 0);
    api.json(
      '/api/offers.json',
      { ...response, searchDetails: { ...response.searchDetails, destination: null } },
      {
        method: 'POST',
      },
    );
    renderResultsPage({ route: { hash: 'hotel=Le%20Mas%20des%20Oliviers' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le Mas des Oliviers : aucun séjour' }),
    ).toBeInTheDocument();
  });
});
