import { screen, within } from '@testing-library/react';
import type { Locale } from '@escapade/shared-contracts/locales';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';

/**
 * The cancellation options of a stay whose insurance price cannot be loaded: the panel keeps the
 * stay's own terms and says, in the words of the error catalogue, that something went wrong.
 */
const api = setupApiMock();
const CHECKIN = '2026-04-10';
const CHECKOUT = '2026-04-12';

beforeEach(() => fixClock(new Date('2026-03-02T10:00:00')));
afterEach(restoreClock);

/** A two-night stay at 397 €, freely cancellable until a week before it starts. */
function flexibleStay() {
  const detail = stayDetailFixture({
    cancellationPolicy: {
      type: 'FLEXIBLE',
      cancellable: true,
      cancellationDeadline: '2026-04-03',
      message: 'Annulation gratuite',
    },
  });
  detail.price = {
    ...detail.price,
    sellPrice: 39700,
    refPrice: 39700,
    promoPercentageRounded: 0,
    priceType: 'final-price',
    nights: 2,
  };
  return detail;
}

function renderStay(locale: Locale) {
  stubStayApi(api, flexibleStay());
  api.error('/gateway/insurance/quote', 503);
  return renderRemote(AppRoot, {
    locale,
    route: {
      kind: 'stay',
      id: '4321',
      pathname: '/sejour/4321',
      search: 'flow=booking',
      hash: `checkin=${CHECKIN}&checkout=${CHECKOUT}&night=2`,
    },
  });
}

describe('a stay whose insurance cannot be priced', () => {
  it.each([
    ['fr_FR', 'Votre réservation', "Conditions d'annulation", "Oups, une erreur s'est produite"],
    ['es_ES', 'Tu reserva', 'Condiciones de cancelación', 'Vaya, algo ha salido mal'],
    ['it_IT', 'La tua prenotazione', 'Condizioni di cancellazione', 'Ops, qualcosa è andato storto'],
    ['nl_NL', 'Je boeking', 'Annuleringsvoorwaarden', 'Oeps, er is iets misgegaan'],
  ] as const)(
    'says in %s that something went wrong, as the error catalogue words it',
    async (locale, panelName, title, text) => {
      renderStay(locale);

      const panel = await screen.findByRole('complementary', { name: panelName });
      const options = await within(panel).findByRole('radiogroup', { name: title });
      expect(await within(options).findByText(text)).toBeVisible();
      expect(api.requestsTo('/gateway/insurance/quote')).not.toHaveLength(0);
    },
  );
});
