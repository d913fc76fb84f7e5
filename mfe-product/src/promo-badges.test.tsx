import { screen, within } from '@testing-library/react';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';
import { hotelDetailFixture, hotelRoomFixture, roomOfferFixture } from './test/hotel-detail-fixture';
import { stubHotelApi } from './test/stub-hotel-api';
import { activityDetailFixture, activityPrice } from './test/activity-detail-fixture';
import { stubActivityApi } from './test/stub-activity-api';

const api = setupApiMock();
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/**
 * 170 € instead of 240 €: a 29.17 % discount, shown rounded up as -30 %, while the api's
 * rounded-down percentage says 29.
 */
const ROUNDED_DOWN_BY_API = { sellPrice: 17000, refPrice: 24000, promoPercentageRounded: 29 };

/** A price for `adults` participants with the given sell and reference prices, and the api's own percentage. */
function activityPriceOf(adults: number, sellPrice: number, refPrice: number, apiPercent: number) {
  return {
    ...activityPrice(adults, sellPrice / adults),
    refPrice,
    barPrice: refPrice,
    promoPercentageRounded: apiPercent,
  };
}

function renderActivity(sellPrice: number, refPrice: number, apiPercent: number) {
  stubActivityApi(
    api,
    activityDetailFixture({
      prices: [
        activityPriceOf(1, sellPrice, refPrice, apiPercent),
        activityPriceOf(2, sellPrice, refPrice, apiPercent),
      ],
    }),
  );
  renderRemote(AppRoot, { route: { kind: 'activityOnly', id: '90001', pathname: '/activite/90001' } });
  return screen.findByRole('complementary', { name: 'Votre activité' });
}

describe('discount badges, rounded up from the sell and reference prices', () => {
  it('shows -30 % on the stay page for 170 € instead of 240 €', async () => {
    const detail = stayDetailFixture();
    detail.price = { ...detail.price, ...ROUNDED_DOWN_BY_API };
    stubStayApi(api, detail);
    renderRemote(AppRoot, { route: { kind: 'stay', id: '4321', pathname: '/sejour/4321' } });

    const panel = await screen.findByRole('complementary', { name: 'Votre réservation' });
    expect(normalizeSpaces(within(panel).getByText(/^-\d+/).textContent)).toBe('-30 %');
  });

  it("shows -30 % on the hotel page's offers for 170 € instead of 240 €", async () => {
    const offer = roomOfferFixture({ price: { ...ROUNDED_DOWN_BY_API, nights: 1 } });
    stubHotelApi(api, hotelDetailFixture({ rooms: [hotelRoomFixture({ offers: [offer] })] }));
    renderRemote(AppRoot, { route: { kind: 'hotel', id: '77', pathname: '/hotel/77' } });

    const badges = await screen.findAllByText(/^-\d+\s%$/);
    expect(badges.map((badge) => normalizeSpaces(badge.textContent))).toContain('-30 %');
    expect(screen.queryByText(/^-29\s%$/)).not.toBeInTheDocument();
  });

  it('shows -7 % on the activity page for 93,50 € instead of 100 €', async () => {
    const panel = await renderActivity(9350, 10000, 6);
    expect(normalizeSpaces(within(panel).getByText(/^-\d+/).textContent)).toBe('-7 %');
  });

  it('shows an activity promotion from 5 % on, 5 % included, as rounded up', async () => {
    // 95,50 € instead of 100 €: 4.5 % rounds up to 5, which is shown.
    const panel = await renderActivity(9550, 10000, 4);
    expect(normalizeSpaces(within(panel).getByText(/^-\d+/).textContent)).toBe('-5 %');
  });

  it('leaves an activity promotion under 5 % out', async () => {
    // 96 € instead of 100 €: exactly 4 %.
    const panel = await renderActivity(9600, 10000, 4);
    expect(within(panel).queryByText(/^-\d+/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('deletion')).not.toBeInTheDocument();
  });
});
