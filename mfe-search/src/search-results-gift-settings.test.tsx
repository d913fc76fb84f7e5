import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { onDesktopWithoutScrolling, renderResultsPage } from './test/results-page-setup';
import { offerFixture, offersResponseFixture } from './test/offers-fixture';
import { answerResultsPage } from './test/results-page-api';

// In the gifting flow a card's price covers the gift the shopper set up: the api prices the gift
// stay's nights the request names, and the card says them with the gift's people.

jest.mock('./features/fallbacks/components/fallback-sections', () => ({ FallbackSections: () => null }));
jest.mock('./features/map/components/map-overlay', () => ({ MapOverlay: () => null }));

const api = setupApiMock();

onDesktopWithoutScrolling();

/** The api's gift answer: priced for the gift's nights the request names (one when it names none), for two. */
function answerGifts() {
  answerResultsPage(api);
  api.answer(
    '/api/offers.json',
    async ({ request }) => {
      const nights = ((await request.json()) as OffersRequestBody).filters.gift?.nights ?? 1;
      const gift = (id: number) =>
        offerFixture({ id, priceType: 'gift', nights, paxCount: 2, adult: 2, checkin: null, checkout: null });
      return HttpResponse.json(offersResponseFixture([gift(101), gift(102)], 2));
    },
    { method: 'POST' },
  );
}

describe('gift cards say the gift settings of the address', () => {
  it.each([
    ['giftNights=2&giftAdult=4&city=10001', 'pour 2 nuits, 4 personnes'],
    ['giftNights=3&giftAdults=1&city=10001', 'pour 3 nuits, 1 personne'],
    ['giftNights=2&city=10001', 'pour 2 nuits, 2 personnes'],
    // A gift stay lasts three nights at most: a longer one is asked, and said, for three.
    ['giftNights=7&city=10001', 'pour 3 nuits, 2 personnes'],
    ['city=10001', 'pour 1 nuit, 2 personnes'],
  ])('#%s reads "%s" on every card', async (hash, basis) => {
    answerGifts();
    renderResultsPage({ route: { search: 'flow=gifting', hash } });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(within(card).getByText(basis)).toBeInTheDocument();
  });

  it('keeps what the api says outside the gifting flow', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersResponseFixture([offerFixture({ id: 101, nights: 2, paxCount: 3 })], 1), {
      method: 'POST',
    });
    renderResultsPage({ route: { search: 'flow=booking', hash: 'giftNights=3&giftAdult=4&a=3&city=10001' } });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('pour 2 nuits, 3 personnes')).toBeInTheDocument();
  });
});
