import { screen, within } from '@testing-library/react';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import type { RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';

const api = setupApiMock();

/** The stay priced for 2 adults, `children` children and `babies` babies, as the api answers it. */
function stubStayFor(children: number, babies: number) {
  const detail = stayDetailFixture();
  detail.price = { ...detail.price, adults: 2, children, babies };
  stubStayApi(api, detail);
}

function openStay(hash: string, overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', hash },
  });
}

describe('what the stay price is for', () => {
  it('names the child the price includes', async () => {
    stubStayFor(1, 0);
    openStay('c=1');

    const panel = await screen.findByRole('complementary', { name: 'Votre réservation' });
    expect(within(panel).getByText('Prix pour 1 nuit, 2 adultes, 1 enfant')).toBeInTheDocument();
  });

  it('names every child and baby, in the plural of the language', async () => {
    stubStayFor(2, 1);
    openStay('c=2&b=1', { locale: 'nl_NL' });

    expect(await screen.findByText('Prijs voor 1 nacht, 2 volwassenen, 2 kinderen, 1 baby')).toBeInTheDocument();
  });
});
