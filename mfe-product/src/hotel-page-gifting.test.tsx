import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { hotelDetailPath, stubHotelApi } from './test/stub-hotel-api';

const OFFERS_SEARCH = '/api/offers.json';
const api = setupApiMock();
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

/** Stays 501 and 503 can be offered (gift prices 219 € and 349 €); 502 cannot. */
function stubGiftOffers() {
  api.json(
    OFFERS_SEARCH,
    {
      exactMatch: [
        { id: 501, sellPrice: 21900, refPrice: 21900, priceType: 'gift', nights: 1, paxCount: 2 },
        { id: 503, sellPrice: 34900, refPrice: 34900, priceType: 'gift', nights: 1, paxCount: 2 },
      ],
      totalCount: 2,
    },
    { method: 'POST' },
  );
}

function renderHotelPage(route: Partial<CurrentRoute> = {}) {
  return renderRemote(AppRoot, { route: { kind: 'hotel', id: '77', pathname: '/hotel/77', ...route } });
}

const offersSection = () => screen.findByRole('region', { name: 'Nos offres dans cet hôtel' });

describe('the hotel page in the gifting flow', () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));
  afterEach(() => restoreClock());

  it("asks the hotel's stays as gifts and shows only those that can be offered, at their gift price", async () => {
    stubHotelApi(api);
    stubGiftOffers();
    renderHotelPage({ search: 'flow=gifting', hash: 'checkin=2030-04-12&checkout=2030-04-14&night=2&a=3' });

    const card = await screen.findByRole('article', { name: 'Chambre Supérieure' }, { timeout: 3000 });
    expect(normalizeSpaces(card.textContent)).toContain('219 €');
    expect(normalizeSpaces(card.textContent)).not.toContain('189 €');
    expect(within(card).queryByText(/Escapade gourmande au Mas/)).not.toBeInTheDocument();
    expect(normalizeSpaces((await screen.findByRole('article', { name: 'Suite Junior' })).textContent)).toContain(
      '349 €',
    );

    const [body] = api.bodiesOf('POST', OFFERS_SEARCH) as {
      flow: string;
      performGiftableSearch: boolean;
      filters: { property: { hotelId: number }; offer: { familyComposition: { adults: number } } };
    }[];
    expect(body).toMatchObject({
      flow: 'gifting',
      performGiftableSearch: true,
      filters: { property: { hotelId: 77 } },
    });
    expect(body!.filters.offer.familyComposition.adults).toBe(2);
    // A gift has no dates: the hotel's rooms are asked without them, for the gift's two people.
    const roomsQuery = Object.fromEntries(api.requestsTo(hotelDetailPath(77)).at(-1)!.url.searchParams);
    expect(roomsQuery).toMatchObject({ adult: '2' });
    expect(roomsQuery).not.toHaveProperty('checkin');
  });

  it('asks the gift prices again when the shopper comes to the gifting flow', async () => {
    stubHotelApi(api);
    stubGiftOffers();
    const view = renderHotelPage({ search: 'flow=booking' });

    const card = await screen.findByRole('article', { name: 'Chambre Supérieure' });
    expect(normalizeSpaces(card.textContent)).toContain('189 €');
    expect(api.requestsTo(OFFERS_SEARCH, 'POST')).toHaveLength(0);

    view.rerenderWith({ route: { ...view.props.route, search: 'flow=gifting' } });
    await waitFor(() => expect(api.requestsTo(OFFERS_SEARCH, 'POST')).toHaveLength(1));
    await waitFor(async () =>
      expect(
        normalizeSpaces((await screen.findByRole('article', { name: 'Chambre Supérieure' })).textContent),
      ).toContain('219 €'),
    );
  });

  it('says something went wrong when the gift prices cannot be had', async () => {
    stubHotelApi(api);
    api.error(OFFERS_SEARCH, 400, { method: 'POST' });
    renderHotelPage({ search: 'flow=gifting' });

    const section = await offersSection();
    expect(await within(section).findByText("Oups, une erreur s'est produite")).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Chambre Supérieure' })).not.toBeInTheDocument();
  });
});
