import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import type * as ReactModule from 'react';
import { AppRoot } from './app-root';
import type { CustomisationDrawerProps } from './features/gift-customisation/components/customisation-drawer';
import type * as StoredCustomisationModule from './features/gift-customisation/state/stored-customisation';
import type { GiftCustomisation } from './features/gift-customisation/utils/customisation-rules';
import { giftPriceListQuery } from './features/gift-setup/api/get-gift-price-list';
import { giftUpsellsQuery } from './features/gift-setup/api/get-gift-upsells';
import { shippingCostsQuery } from './features/gift-setup/api/get-shipping-costs';
import { stayDetailQuery } from './features/gift-setup/api/get-stay-detail';
import { GIFT_PRICE_LIST, GIFT_UPSELLS, SHIPPING_COSTS, SLEEVE_EXTRAS, STAY_DETAIL } from './test/gift-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

/**
 * The customisation drawer and its storage are their own feature, tested on their own: here a
 * stand-in drawer offers a fixed customisation, and the stored one lives in memory (seeded per test).
 */
const mockStoredCustomisations = new Map<string, GiftCustomisation>();
const OFFERED: GiftCustomisation = { fromName: 'Camille', message: 'Joyeux anniversaire !' };

jest.mock('./features/gift-customisation/components/customisation-drawer', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    CustomisationDrawer: ({ isOpen, onOpenChange, initial, fromNameRequired, onOffer }: CustomisationDrawerProps) =>
      isOpen
        ? createElement(
            'div',
            { role: 'dialog', 'aria-label': 'Personnalisation' },
            createElement('p', null, fromNameRequired ? 'Nom obligatoire' : 'Nom facultatif'),
            createElement('p', null, `Déjà écrit : ${initial?.fromName ?? ''}`),
            createElement(
              'button',
              {
                type: 'button',
                onClick: () => {
                  onOffer({ fromName: 'Camille', message: 'Joyeux anniversaire !' });
                  onOpenChange(false);
                },
              },
              'Offrir',
            ),
          )
        : null,
  };
});

jest.mock('./features/gift-customisation/state/stored-customisation', () => {
  const actual = jest.requireActual<typeof StoredCustomisationModule>(
    './features/gift-customisation/state/stored-customisation',
  );
  const { useState } = jest.requireActual<typeof ReactModule>('react');
  return {
    ...actual,
    useStoredCustomisation(key: string) {
      const [value, setValue] = useState<GiftCustomisation | null>(() => mockStoredCustomisations.get(key) ?? null);
      const save = (next: GiftCustomisation) => setValue(next.fromName || next.message ? next : null);
      return [value, save];
    },
  };
});

const PRICE_LIST_PATH = '/gateway/gift/101/price-list';
const DETAIL_PATH = '/weekend/101/detail.json';
const SHIPPING_PATH = '/gateway/gift/shipping-costs';
const SLEEVES_PATH = '/gateway/sub-elements/available-custom-sub-elements';
const UPSELLS_PATH = '/weekend/101/upsells.json';

const api = setupApiMock();

afterEach(() => mockStoredCustomisations.clear());

interface Answer {
  status?: number;
  body: unknown;
}

/** The api of the page; each answer can be replaced by a status and a body. */
function stubGiftApi({
  priceList = { body: GIFT_PRICE_LIST },
  detail = { body: STAY_DETAIL },
  shipping = { body: SHIPPING_COSTS },
  sleeves = { body: SLEEVE_EXTRAS },
  upsells = { body: GIFT_UPSELLS },
}: { priceList?: Answer; detail?: Answer; shipping?: Answer; sleeves?: Answer; upsells?: Answer } = {}) {
  api.json(PRICE_LIST_PATH, priceList.body, { status: priceList.status });
  api.json(DETAIL_PATH, detail.body, { status: detail.status });
  api.json(SHIPPING_PATH, shipping.body, { status: shipping.status });
  api.json(SLEEVES_PATH, sleeves.body, { status: sleeves.status });
  api.json(UPSELLS_PATH, upsells.body, { status: upsells.status });
}

/** The French gift set-up page of offer 101, as the shell mounts it. */
function renderPage(overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, {
    flow: 'gifting',
    ...overrides,
    route: { kind: 'giftSetup', id: '101', search: 'flow=gifting', pathname: '/gift/101', ...overrides.route },
  }).props;
}

function withHash(hash: string, overrides: RemotePropsOverrides = {}): RemotePropsOverrides {
  return { ...overrides, route: { hash } };
}

/** Euros as Intl writes them in French (narrow no-break space before €). */
function euros(amount: string): RegExp {
  return new RegExp(`${amount}\\s€`);
}

/** The tracking events the page sends from now on. */
function trackedEvents(props: ReturnType<typeof renderPage>): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  props.bus.on('tracking:event', (event) => events.push(event));
  return events;
}

function summaryTotal() {
  const summary = screen.getByRole('region', { name: 'Votre cadeau' });
  return within(summary).getByText('Total').nextSibling;
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
    expect(screen.getByText('Échangeable contre un autre séjour')).toBeInTheDocument();
    expect(screen.getByText("Modification gratuite jusqu'à 2 jours avant le séjour")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Escapade gourmande au bord du lac' })).toBeInTheDocument();
    expect(screen.getByText('Hôtel du Lac')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Offrir Escapade gourmande au bord du lac',
      robots: 'noindex, follow',
    });

    await screen.findByRole('button', { name: 'Choisir Escapade gourmande et spa au bord du lac' });
    const urls = api.requests.map((sent) => sent.url);
    expect(urls.map((url) => url.pathname).sort()).toEqual(
      [PRICE_LIST_PATH, DETAIL_PATH, SHIPPING_PATH, UPSELLS_PATH].sort(),
    );
    expect(urls.every((url) => url.origin === TEST_API_BASE)).toBe(true);
    expect(urls.every((url) => url.searchParams.get('locale') === 'fr_FR')).toBe(true);
    expect(api.requestsTo(UPSELLS_PATH)[0]?.url.searchParams.get('flow')).toBe('gifting');
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
    await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' });
  });

  it('moves the steps on as the choices are made', async () => {
    stubGiftApi();
    mockStoredCustomisations.set('escapade.gift-customisation.stay-101', OFFERED);
    renderPage(withHash('giftNights=2&giftFormat=digital'));

    await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' });
    const steps = within(screen.getByRole('navigation', { name: 'Étapes de préparation du cadeau' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Durée du séjour, étape terminée',
      '2Format, étape terminée',
      '3Personnalisation, étape terminée',
      '4Récapitulatif, étape en cours',
    ]);
  });

  it('takes the length of stay from the hash', async () => {
    stubGiftApi();
    renderPage(withHash('giftNights=3'));

    expect(await screen.findByRole('radio', { name: /3 nuits/ })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Votre cadeau' });
    expect(within(summary).getByText('3 nuits pour 2 personnes')).toBeInTheDocument();
    expect(summaryTotal()).toHaveTextContent(euros('499'));
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
    expect(summaryTotal()).toHaveTextContent(euros('349,50'));
  });

  it('lets the keyboard move between the nights', async () => {
    stubGiftApi();
    const props = renderPage();
    const user = userEvent.setup();

    await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' });
    await user.tab();
    expect(screen.getByRole('radio', { name: /1 nuit/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    expect(props.navigate).toHaveBeenLastCalledWith(expect.objectContaining({ hash: 'giftNights=2' }), {
      replace: true,
    });
  });

  it('shows what the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);
    const request = { offerId: '101', locale: 'fr_FR' } as const;
    queryClient.setQueryData(giftPriceListQuery(client, request).queryKey, GIFT_PRICE_LIST);
    queryClient.setQueryData(stayDetailQuery(client, request).queryKey, {
      ...STAY_DETAIL,
      label: 'Séjour déjà chargé',
    });
    queryClient.setQueryData(shippingCostsQuery(client, 'fr_FR').queryKey, SHIPPING_COSTS);
    queryClient.setQueryData(giftUpsellsQuery(client, request).queryKey, GIFT_UPSELLS);
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      flow: 'gifting',
      route: { kind: 'giftSetup', id: '101', search: 'flow=gifting', pathname: '/gift/101' },
    });

    expect(screen.getByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Séjour déjà chargé' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bon cadeau physique/ })).toBeEnabled();
    expect(screen.getByText('Escapade gourmande et spa au bord du lac')).toBeInTheDocument();
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

  it('says something went wrong when the prices cannot be loaded, and asks again on retry', async () => {
    // Later routes answer first: the first call and its retry fail, the next ones succeed.
    stubGiftApi();
    api.error(PRICE_LIST_PATH, 500, { once: true });
    api.error(PRICE_LIST_PATH, 500, { once: true });
    const props = renderPage({ locale: 'it_IT' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ops, qualcosa è andato storto');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('radiogroup', { name: 'Quante notti vuoi regalare?' })).toBeInTheDocument();
  });

  it('still offers the choice when only the offer details fail', async () => {
    stubGiftApi({ detail: { status: 500, body: { message: 'boom' } } });
    renderPage();

    expect(
      await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Escapade gourmande à Annecy' })).toBeInTheDocument();
  });

  it('shows a loading state that names itself to screen readers', async () => {
    stubGiftApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' }),
    ).toBeInTheDocument();
  });

  describe('format', () => {
    it('is digital by default; physical comes with free delivery and the sleeve extras', async () => {
      stubGiftApi();
      const props = renderPage();

      const formats = await screen.findByRole('radiogroup', { name: 'Sous quelle forme offrir ce séjour ?' });
      expect(within(formats).getByRole('radio', { name: /Bon cadeau numérique/ })).toBeChecked();
      const physical = within(formats).getByRole('radio', { name: /Bon cadeau physique/ });
      await waitFor(() => expect(physical).toBeEnabled());
      expect(screen.queryByText('Livraison offerte')).not.toBeInTheDocument();
      expect(api.requestsTo(SLEEVES_PATH)).toHaveLength(0);

      await userEvent.click(physical);

      expect(props.navigate).toHaveBeenLastCalledWith(
        { kind: 'giftSetup', id: '101', query: { flow: 'gifting' }, hash: 'giftFormat=physical' },
        { replace: true },
      );
      expect(physical).toBeChecked();
      expect(screen.getByText('Livraison offerte')).toBeInTheDocument();
      expect(screen.getByText('Livré en 2 à 4 jours ouvrés')).toBeInTheDocument();
      expect(screen.getAllByText(euros('4,95')).length).toBeGreaterThan(0);

      const sleeves = await screen.findByRole('radiogroup', { name: 'Pochette' });
      expect(within(sleeves).getByRole('radio', { name: /Standard/ })).toBeChecked();
      expect(
        within(sleeves)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([
        expect.stringMatching(/^StandardInclus$/),
        expect.stringMatching(/^Pochette doréeRecommandé\+3,90\s€$/),
        expect.stringMatching(/^Pochette kraft naturel\+2,90\s€$/),
      ]);
      const cards = screen.getByRole('group', { name: 'Carte de vœux' });
      expect(within(cards).getAllByRole('checkbox')).toHaveLength(2);
      expect(
        within(cards)
          .getAllByRole('checkbox')
          .every((box) => !(box as HTMLInputElement).checked),
      ).toBe(true);

      const summary = screen.getByRole('region', { name: 'Votre cadeau' });
      expect(within(summary).getByText('Livraison').nextSibling).toHaveTextContent('Offerte');
      expect(summaryTotal()).toHaveTextContent(euros('189'));
      expect(api.requestsTo(SLEEVES_PATH)[0]?.url.searchParams.get('locale')).toBe('fr_FR');
    });

    it('carries 2 nights, the physical format and the chosen extras on to the checkout', async () => {
      stubGiftApi();
      // A posted voucher goes on only with the sender's name.
      mockStoredCustomisations.set('escapade.gift-customisation.stay-101', { fromName: 'Louis', message: '' });
      const props = renderPage();
      const user = userEvent.setup();

      await user.click(await screen.findByRole('radio', { name: /2 nuits/ }));
      const physical = screen.getByRole('radio', { name: /Bon cadeau physique/ });
      await waitFor(() => expect(physical).toBeEnabled());
      await user.click(physical);
      const sleeves = await screen.findByRole('radiogroup', { name: 'Pochette' });
      await user.click(within(sleeves).getByRole('radio', { name: /Pochette dorée/ }));
      expect(props.navigate).toHaveBeenLastCalledWith(
        expect.objectContaining({ hash: 'giftNights=2&giftFormat=physical&sleeves=sleeve-gold' }),
        { replace: true },
      );
      await user.click(screen.getByRole('checkbox', { name: /Carte « Merci »/ }));
      expect(props.navigate).toHaveBeenLastCalledWith(
        expect.objectContaining({ hash: 'giftNights=2&giftFormat=physical&sleeves=card-thank-you,sleeve-gold' }),
        { replace: true },
      );

      const summary = screen.getByRole('region', { name: 'Votre cadeau' });
      expect(within(summary).getByText('Options de la pochette').nextSibling).toHaveTextContent(euros('6,40'));
      expect(summaryTotal()).toHaveTextContent(euros('355,90'));

      const target = {
        kind: 'giftCheckout',
        id: '101',
        query: {
          flow: 'gifting',
          giftNights: '2',
          giftFormat: 'physical',
          sleeves: 'card-thank-you,sleeve-gold',
          fromName: 'Louis',
        },
      };
      const link = screen.getByRole('link', { name: 'Continuer' });
      expect(link).toHaveAttribute(
        'href',
        '/giftCheckout/101?flow=gifting&giftNights=2&giftFormat=physical&sleeves=card-thank-you%2Csleeve-gold&fromName=Louis',
      );
      await user.click(link);
      expect(props.navigate).toHaveBeenLastCalledWith(target);
    });

    it('takes one sleeve at most, and the standard one again drops it', async () => {
      stubGiftApi();
      mockStoredCustomisations.set('escapade.gift-customisation.stay-101', { fromName: 'Louis', message: '' });
      const props = renderPage(withHash('giftFormat=physical&sleeves=sleeve-kraft,sleeve-gold,card-birthday'));

      const sleeves = await screen.findByRole('radiogroup', { name: 'Pochette' });
      expect(within(sleeves).getByRole('radio', { name: /Pochette kraft naturel/ })).toBeChecked();
      expect(within(sleeves).getByRole('radio', { name: /Pochette dorée/ })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Carte « Joyeux anniversaire »/ })).toBeChecked();

      await userEvent.click(within(sleeves).getByRole('radio', { name: /Standard/ }));
      expect(props.navigate).toHaveBeenLastCalledWith(
        expect.objectContaining({ hash: 'giftFormat=physical&sleeves=card-birthday' }),
        { replace: true },
      );
      expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute(
        'href',
        '/giftCheckout/101?flow=gifting&giftNights=1&giftFormat=physical&sleeves=card-birthday&fromName=Louis',
      );
    });

    it('drops the sleeves when the gift goes back to digital', async () => {
      stubGiftApi();
      const props = renderPage(withHash('giftNights=2&giftFormat=physical&sleeves=sleeve-gold'));

      await screen.findByRole('radiogroup', { name: 'Pochette' });
      await userEvent.click(screen.getByRole('radio', { name: /Bon cadeau numérique/ }));

      expect(props.navigate).toHaveBeenLastCalledWith(
        expect.objectContaining({ hash: 'giftNights=2&giftFormat=digital' }),
        { replace: true },
      );
      expect(screen.queryByRole('radiogroup', { name: 'Pochette' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute(
        'href',
        '/giftCheckout/101?flow=gifting&giftNights=2&giftFormat=digital',
      );
    });

    it('can be chosen with the keyboard', async () => {
      stubGiftApi();
      const props = renderPage();
      const user = userEvent.setup();

      const digital = await screen.findByRole('radio', { name: /Bon cadeau numérique/ });
      await waitFor(() => expect(screen.getByRole('radio', { name: /Bon cadeau physique/ })).toBeEnabled());
      await user.tab();
      await user.tab();
      expect(digital).toHaveFocus();
      await user.keyboard('{ArrowDown}');

      expect(props.navigate).toHaveBeenLastCalledWith(expect.objectContaining({ hash: 'giftFormat=physical' }), {
        replace: true,
      });
    });

    it('is digital only, with the reason, while the shop does not sell physical gifts', async () => {
      stubGiftApi();
      renderPage(withHash('giftFormat=physical', { flags: { ...DEFAULT_FLAGS, physicalVoucher: false } }));

      const physical = await screen.findByRole('radio', { name: /Bon cadeau physique/ });
      expect(physical).toBeDisabled();
      expect(screen.getByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Bon cadeau numérique/ })).toBeChecked();
      expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute(
        'href',
        '/giftCheckout/101?flow=gifting&giftNights=1&giftFormat=digital',
      );
      expect(api.requestsTo(SHIPPING_PATH)).toHaveLength(0);
    });

    it('is digital only, with the reason, when the shipping costs cannot be loaded', async () => {
      stubGiftApi({ shipping: { status: 500, body: { message: 'boom' } } });
      const props = renderPage({ locale: 'es_ES' });

      expect(await screen.findByText('Víctima de su éxito, ¡el formato físico volverá pronto!')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Bono regalo físico/ })).toBeDisabled();
      expect(props.reportError).toHaveBeenCalled();
    });

    it('says when the sleeve extras cannot be loaded, and asks again on retry', async () => {
      stubGiftApi();
      api.error(SLEEVES_PATH, 500, { once: true });
      api.error(SLEEVES_PATH, 500, { once: true });
      renderPage(withHash('giftFormat=physical'));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("Les options de la pochette n'ont pas pu être chargées.");
      await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));

      expect(await screen.findByRole('radiogroup', { name: 'Pochette' })).toBeInTheDocument();
    });
  });

  describe('upgrades', () => {
    it('suggests the richer stays of a one-night gift, never for less', async () => {
      stubGiftApi();
      renderPage();

      const section = await screen.findByRole('region', { name: "Envie d'offrir encore plus ?" });
      const items = await within(section).findAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent('Escapade gourmande et spa au bord du lac');
      expect(items[0]).toHaveTextContent(/\+30\s€/);
      expect(items[1]).toHaveTextContent(/\+0\s€/);
    });

    it('opens the chosen upgrade after saying so, with the same format', async () => {
      stubGiftApi();
      const props = renderPage(withHash('giftNights=1&giftFormat=physical'));

      const choose = await screen.findByRole('button', { name: 'Choisir Escapade gourmande et spa au bord du lac' });
      await waitFor(() => expect(screen.getByRole('radio', { name: /Bon cadeau physique/ })).toBeChecked());
      props.navigate.mockClear();
      await userEvent.click(choose);

      expect(screen.getByRole('status')).toHaveTextContent('Nous préparons Escapade gourmande et spa au bord du lac…');
      expect(props.navigate).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(props.navigate).toHaveBeenCalledWith({
          kind: 'giftSetup',
          id: '202',
          query: { flow: 'gifting' },
          hash: 'giftNights=1&giftFormat=physical',
        }),
      );
    });

    it('are not asked for a longer gift', async () => {
      stubGiftApi();
      renderPage(withHash('giftNights=2'));

      expect(await screen.findByRole('radio', { name: /2 nuits/ })).toBeChecked();
      expect(screen.queryByRole('region', { name: "Envie d'offrir encore plus ?" })).not.toBeInTheDocument();
      expect(api.requestsTo(UPSELLS_PATH)).toHaveLength(0);
    });

    it('are left out when they cannot be loaded', async () => {
      stubGiftApi({ upsells: { status: 404, body: { message: 'Unknown offer' } } });
      renderPage();

      await screen.findByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' });
      await waitFor(() => expect(api.requestsTo(UPSELLS_PATH)).toHaveLength(1));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: "Envie d'offrir encore plus ?" })).not.toBeInTheDocument(),
      );
    });
  });

  describe('customisation', () => {
    it('opens the customisation, shows what was offered and carries it to the checkout', async () => {
      stubGiftApi();
      const props = renderPage(withHash('giftNights=2'));
      const events = trackedEvents(props);

      await userEvent.click(await screen.findByRole('button', { name: 'Personnaliser mon cadeau' }));
      const dialog = screen.getByRole('dialog', { name: 'Personnalisation' });
      expect(within(dialog).getByText('Nom facultatif')).toBeInTheDocument();
      expect(events).toEqual([
        {
          name: 'personalization_item',
          items: [
            {
              item_id: '101',
              item_name: 'Escapade gourmande au bord du lac',
              item_category: 'single_voucher',
              quantity: 1,
              price: 349.5,
              value: 349.5,
            },
          ],
          params: { step: 'open', gift_format: 'digital' },
        },
      ]);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Offrir' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(events.map((event) => event.params)).toEqual([
        { step: 'open', gift_format: 'digital' },
        { step: 'confirm', gift_format: 'digital' },
      ]);
      expect(screen.getByText('De la part de').nextSibling).toHaveTextContent('Camille');
      expect(screen.getByText('Message').nextSibling).toHaveTextContent('Joyeux anniversaire !');
      expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute(
        'href',
        `/giftCheckout/101?${new URLSearchParams({
          flow: 'gifting',
          giftNights: '2',
          giftFormat: 'digital',
          fromName: 'Camille',
          message: 'Joyeux anniversaire !',
        })}`,
      );
    });

    it('edits a saved customisation, the sender being required on a printed voucher', async () => {
      stubGiftApi();
      mockStoredCustomisations.set('escapade.gift-customisation.stay-101', { fromName: 'Louis', message: '' });
      const props = renderPage(withHash('giftFormat=physical'));
      const events = trackedEvents(props);

      await waitFor(() => expect(screen.getByRole('radio', { name: /Bon cadeau physique/ })).toBeChecked());
      expect(
        screen.getByText('Sur un bon cadeau imprimé, votre nom est indispensable.', { exact: false }),
      ).toBeInTheDocument();
      expect(screen.getByText('De la part de').nextSibling).toHaveTextContent('Louis');
      expect(screen.queryByText('Message')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Modifier la personnalisation' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText('Nom obligatoire')).toBeInTheDocument();
      expect(within(dialog).getByText('Déjà écrit : Louis')).toBeInTheDocument();
      expect(events[0]?.params).toEqual({ step: 'open', gift_format: 'physical' });
    });
  });
});
