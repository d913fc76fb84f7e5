import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { giftPriceListQuery } from './features/gift-setup/api/get-gift-price-list';
import { stayDetailQuery } from './features/gift-setup/api/get-stay-detail';
import { GIFT_PRICE_LIST, STAY_DETAIL } from './test/gift-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const PRICE_LIST_PATH = '/gateway/gift/101/price-list';
const DETAIL_PATH = '/weekend/101/detail.json';

const api = setupApiMock();

/** The api of the page; each answer can be replaced by a status and a body. */
function stubGiftApi({
  priceList = { body: GIFT_PRICE_LIST },
  detail = { body: STAY_DETAIL },
}: { priceList?: { status?: number; body: unknown }; detail?: { status?: number; body: unknown } } = {}) {
  api.json(PRICE_LIST_PATH, priceList.body, { status: priceList.status });
  api.json(DETAIL_PATH, detail.body, { status: detail.status });
}

/** The French gift set-up page of offer 101, as the shell mounts it. */
function renderPage(overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, {
    flow: 'gifting',
    ...overrides,
    route: { kind: 'giftSetup', id: '101', search: 'flow=gifting', pathname: '/gift/101', ...overrides.route },
  }).props;
}

function withHash(hash: string): RemotePropsOverrides {
  return { route: { hash } };
}

/** Euros as Intl writes them in French (narrow no-break space before €). */
function euros(amount: string): RegExp {
  return new RegExp(`${amount}\\s€`);
}

describe('GiftSetupPage', () => {
  it('lists the nights with their prices for 2 people, one night chosen by default', async () => {
    stubGiftApi();
    const props = renderPage();

    const choice = await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' });
    const options = within(choice).getAllByRole('radio');
    expect(options).toHaveLength(3);
    expect(within(choice).getByRole('radio', { name: /1 nuit/ })).toBeChecked();
    expect(within(choice).getByText(euros('189'))).toBeInTheDocument();
    expect(within(choice).getByText(euros('349,50'))).toBeInTheDocument();
    expect(within(choice).getByText(euros('499'))).toBeInTheDocument();
    expect(within(choice).getByText('-21 %')).toBeInTheDocument();
    expect(within(choice).getAllByText('pour 2 personnes')).toHaveLength(3);

    expect(screen.getByText('Cadeau valable 1 an, pour 2 personnes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Escapade gourmande au bord du lac' })).toBeInTheDocument();
    expect(screen.getByText('Hôtel du Lac')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Offrir Escapade gourmande au bord du lac',
      robots: 'noindex, follow',
    });

    const urls = api.requests.map((sent) => sent.url);
    expect(urls.map((url) => url.origin)).toEqual([TEST_API_BASE, TEST_API_BASE]);
    expect(urls.every((url) => url.searchParams.get('locale') === 'fr_FR')).toBe(true);
  });

  it('shows the set-up steps with the length of stay as the current one', async () => {
    stubGiftApi();
    renderPage();

    const steps = within(screen.getByRole('navigation', { name: 'Étapes de préparation du cadeau' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Durée du séjour, étape en cours',
      '2Format, étape à venir',
      '3Personnalisation, étape à venir',
      '4Récapitulatif, étape à venir',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await screen.findByRole('radiogroup');
  });

  it('takes the length of stay from the hash', async () => {
    stubGiftApi();
    renderPage(withHash('giftNights=3'));

    expect(await screen.findByRole('radio', { name: /3 nuits/ })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Votre cadeau' });
    expect(within(summary).getByText('3 nuits pour 2 personnes')).toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(euros('499'));
  });

  it('writes the chosen nights to the hash, keeping the other criteria', async () => {
    stubGiftApi();
    const props = renderPage(withHash('giftFormat=digital&giftNights=1'));

    await userEvent.click(await screen.findByRole('radio', { name: /2 nuits/ }));

    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'giftSetup', id: '101', query: { flow: 'gifting' }, hash: 'giftFormat=digital&giftNights=2' },
      { replace: true },
    );
    expect(screen.getByRole('radio', { name: /2 nuits/ })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Votre cadeau' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(euros('349,50'));
  });

  it('lets the keyboard move between the nights', async () => {
    stubGiftApi();
    const props = renderPage();
    const user = userEvent.setup();

    await screen.findByRole('radiogroup');
    await user.tab();
    expect(screen.getByRole('radio', { name: /1 nuit/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    expect(props.navigate).toHaveBeenLastCalledWith(expect.objectContaining({ hash: 'giftNights=2' }), {
      replace: true,
    });
  });

  it('shows the prices and the offer the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);
    const request = { offerId: '101', locale: 'fr_FR' } as const;
    queryClient.setQueryData(giftPriceListQuery(client, request).queryKey, GIFT_PRICE_LIST);
    queryClient.setQueryData(stayDetailQuery(client, request).queryKey, {
      ...STAY_DETAIL,
      label: 'Séjour déjà chargé',
    });
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      flow: 'gifting',
      route: { kind: 'giftSetup', id: '101', search: 'flow=gifting', pathname: '/gift/101' },
    });

    expect(screen.getByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Séjour déjà chargé' })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('says the offer has expired when the api does not know it, with a link to other offers', async () => {
    stubGiftApi({
      priceList: { status: 404, body: { message: 'Unknown offer' } },
      detail: { status: 404, body: { message: 'Unknown offer' } },
    });
    const props = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
    expect(
      screen.getByText("Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer."),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: "Voir d'autres offres" });
    expect(link).toHaveAttribute('href', '/search?flow=gifting');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'gifting' } });
  });

  it('treats an offer that can no longer be given as expired', async () => {
    stubGiftApi({ priceList: { body: { ...GIFT_PRICE_LIST, isGiftable: false } } });
    renderPage({ locale: 'nl_NL' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Te laat!' })).toBeInTheDocument();
  });

  it('says something went wrong when the prices cannot be loaded', async () => {
    stubGiftApi({ priceList: { status: 500, body: { message: 'boom' } } });
    const props = renderPage({ locale: 'it_IT' });

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Ops, qualcosa è andato storto');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalled();
  });

  it('still offers the choice when only the offer details fail', async () => {
    stubGiftApi({ detail: { status: 500, body: { message: 'boom' } } });
    renderPage();

    expect(await screen.findByRole('radiogroup', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Escapade gourmande à Annecy' })).toBeInTheDocument();
  });

  it('shows a loading state that names itself to screen readers', async () => {
    stubGiftApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement…' })).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
  });
});

describe('AppRoot', () => {
  it('shows no page, and asks the api nothing, for the gift routes still to be built', () => {
    const { container } = renderRemote(AppRoot, { route: { kind: 'giftBoxes', pathname: '/boxes' } });

    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toHaveLength(0);
  });
});
