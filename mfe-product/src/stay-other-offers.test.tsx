import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import type { Locale } from '@escapade/shared-contracts/locales';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';

const OFFERS_PATH = '/product/4321/offers';
const api = setupApiMock();

/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

function openStay(locale: Locale = 'fr_FR') {
  return renderRemote(AppRoot, {
    locale,
    route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', search: 'flow=booking', hash: '' },
  });
}

describe("the hotel's other offers on a stay page", () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));
  afterEach(() => restoreClock());

  it('says something went wrong when they cannot be had, instead of leaving the section out', async () => {
    stubStayApi(api, stayDetailFixture());
    api.error(OFFERS_PATH, 500);
    openStay();

    // The api client tries a failed read twice before giving up.
    const section = await screen.findByRole('region', { name: 'Les autres offres de cet hôtel' }, { timeout: 5000 });
    expect(within(section).getByText("Oups, une erreur s'est produite")).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says it in the language of the page', async () => {
    stubStayApi(api, stayDetailFixture());
    api.error(OFFERS_PATH, 500);
    openStay('es_ES');

    const section = await screen.findByRole('region', { name: 'Otras ofertas de este hotel' }, { timeout: 5000 });
    expect(within(section).getByText('Vaya, algo ha salido mal')).toBeInTheDocument();
  });
});
