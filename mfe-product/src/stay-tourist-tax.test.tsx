import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';

const api = setupApiMock();
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

/** A two-night stay at 397 € with a tourist tax of 1,50 € per person and night, paid at the hotel. */
function stubTaxedStay(pax: { adults: number; children: number; babies: number }) {
  const detail = stayDetailFixture();
  detail.hotel.localTax = { amount: 150, currency: 'EUR', type: 'PER_PERSON_PER_NIGHT', toBePaidAtHotel: true };
  detail.price = {
    ...detail.price,
    sellPrice: 39700,
    refPrice: 39700,
    priceType: 'final-price',
    nights: 2,
    ...pax,
  };
  stubStayApi(api, detail);
}

const lineOf = (panel: HTMLElement, label: string) =>
  normalizeSpaces(within(panel).getByText(label).closest('div')!.textContent);

describe('tourist tax', () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));
  afterEach(() => restoreClock());

  it('counts every participant, children and babies too, for each night', async () => {
    stubTaxedStay({ adults: 2, children: 1, babies: 1 });
    renderRemote(AppRoot, {
      route: {
        kind: 'stay',
        id: '4321',
        pathname: '/sejour/4321',
        hash: 'checkin=2030-04-20&checkout=2030-04-22&night=2&a=2&c=1&b=1',
      },
    });

    const panel = await screen.findByRole('complementary', { name: 'Votre réservation' });
    // 1,50 € × 2 nights × 4 participants.
    expect(await within(panel).findByText('Taxe de séjour, à régler sur place')).toBeInTheDocument();
    expect(lineOf(panel, 'Taxe de séjour, à régler sur place')).toContain('12 €');
    expect(lineOf(panel, 'Total du séjour')).toContain('409 €');
  });
});
