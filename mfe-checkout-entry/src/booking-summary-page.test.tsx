import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { offerDetailQuery } from './features/booking-summary/api/get-offer-detail';
import { stayQuoteQuery } from './features/booking-summary/api/get-stay-quote';
import { offerDetailFixture, stayQuoteFixture } from './test/booking-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';

const QUOTE_PATH = '/product/4321/quote';
const DETAIL_PATH = '/weekend/4321/detail.json';
/** A check-in comfortably in the future, so the criteria keep it. */
const CHECKIN = DateTime.now().plus({ days: 30 });
const CHECKOUT = CHECKIN.plus({ days: 2 });
const DATED_HASH = `checkin=${CHECKIN.toISODate()}&checkout=${CHECKOUT.toISODate()}&night=2&c=1`;
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();

function renderSummary(route: Partial<CurrentRoute> = {}, overrides: Partial<RemoteProps> = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', ...route },
  }).props;
}

/** The quote of the dated criteria and the offer's presentation, as the api answers them. */
function stubSummaryApi(quoteChanges: Parameters<typeof stayQuoteFixture>[1] = {}) {
  api.json(
    QUOTE_PATH,
    stayQuoteFixture({ checkin: CHECKIN.toISODate()!, checkout: CHECKOUT.toISODate()! }, quoteChanges),
  );
  api.json(DETAIL_PATH, offerDetailFixture());
}

/** The value shown for a label in a description list. */
function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return normalizeSpaces(term.nextElementSibling?.textContent);
}

describe('BookingSummaryPage', () => {
  it('summarises the offer, dates and travellers with the server-computed price', async () => {
    stubSummaryApi();
    const props = renderSummary({ hash: DATED_HASH, search: 'flow=booking' });

    expect(screen.getByRole('status')).toHaveTextContent('Chargement du récapitulatif…');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Escapade gourmande en Provence' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeInTheDocument();
    expect(screen.getByText('Mas des Oliviers')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Escapade gourmande en Provence, Mas des Oliviers' })).toHaveAttribute(
      'src',
      'http://api.test/images/hotel/1.svg?w=960&h=540',
    );

    // Dates in French words, e.g. "samedi 12 décembre 2026".
    const frenchLongDate = (date: DateTime) => date.setLocale('fr').toFormat('cccc d LLLL yyyy');
    expect(valueOf('Arrivée')).toBe(`${frenchLongDate(CHECKIN)} à partir de 15:00`);
    expect(valueOf('Départ')).toBe(`${frenchLongDate(CHECKOUT)} avant 11:00`);
    expect(valueOf('Durée')).toBe('2 nuits');
    expect(valueOf('Voyageurs')).toBe('2 adultes, 1 enfant');

    const includes = screen.getByRole('list');
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 nuits en chambre Supérieure', '2 petits-déjeuners', '1 dîner 3 plats']);
    expect(
      screen.getByText('Modifiable et remboursable partiellement jusqu’à 7 jours avant l’arrivée.'),
    ).toBeInTheDocument();

    expect(valueOf('Prix total')).toBe('378,50 €');
    expect(valueOf('Prix de référence')).toBe('473 € -20 %');
    expect(screen.getByRole('deletion')).toHaveTextContent('473');
    expect(valueOf('Vous économisez')).toBe('94,50 €');
    expect(valueOf("Taxe de séjour à régler à l'hôtel")).toBe('6,60 €');
    expect(valueOf('Total du séjour, taxe de séjour comprise')).toBe('385,10 €');
    expect(screen.getByText('Pour 2 nuits, 2 adultes, 1 enfant')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const urls = api.requests.map((sent) => sent.url);
    const quoteUrl = urls.find((url) => url.pathname === QUOTE_PATH)!;
    expect(Object.fromEntries(quoteUrl.searchParams)).toEqual({
      checkin: CHECKIN.toISODate(),
      nights: '2',
      adult: '2',
      child: '1',
      baby: '0',
      locale: 'fr_FR',
    });
    expect(Object.fromEntries(urls.find((url) => url.pathname === DETAIL_PATH)!.searchParams)).toEqual({
      locale: 'fr_FR',
    });
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Récapitulatif de votre réservation – Escapade gourmande en Provence',
      robots: 'noindex, follow',
    });
  });

  it('shows the summary the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);
    const quoteRequest = {
      offerId: '4321',
      locale: 'fr_FR',
      checkin: CHECKIN.toISODate()!,
      nights: 2,
      adults: 2,
      children: 1,
      babies: 0,
    } as const;
    queryClient.setQueryData(
      stayQuoteQuery(client, quoteRequest).queryKey,
      stayQuoteFixture({ checkin: CHECKIN.toISODate()!, checkout: CHECKOUT.toISODate()! }),
    );
    queryClient.setQueryData(
      offerDetailQuery(client, { offerId: '4321', locale: 'fr_FR' }).queryKey,
      offerDetailFixture({ label: 'Escapade déjà chargée' }),
    );
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', hash: DATED_HASH },
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Escapade déjà chargée' })).toBeInTheDocument();
    expect(valueOf('Prix total')).toBe('378,50 €');
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('links back to the offer with the same dates and travellers', async () => {
    stubSummaryApi();
    const user = userEvent.setup();
    const props = renderSummary({ hash: DATED_HASH, search: 'flow=booking' });
    await screen.findByRole('heading', { level: 2, name: 'Escapade gourmande en Provence' });

    const back = screen.getByRole('link', { name: "Retour à l'offre" });
    const expectedTarget = { kind: 'stay', id: '4321', query: { flow: 'booking' }, hash: `${DATED_HASH}&s=true` };
    expect(back).toHaveAttribute('href', `/stay/4321?flow=booking#${expectedTarget.hash}`);
    await user.click(back);
    expect(props.navigate).toHaveBeenCalledWith(expectedTarget);
  });

  it('shows the dates in the language of the locale', async () => {
    stubSummaryApi({ localTaxTotalAmount: 0 });
    renderSummary({ hash: DATED_HASH }, { locale: 'nl_NL', language: 'nl' });

    await screen.findByRole('heading', { level: 1, name: 'Overzicht van je boeking' });
    expect(await screen.findByText('Aankomst')).toBeInTheDocument();
    expect(valueOf('Aankomst')).toBe(`${CHECKIN.setLocale('nl').toFormat('cccc d LLLL yyyy')} vanaf 15:00`);
    expect(valueOf('Totaalprijs')).toBe('€ 378,50');
    expect(screen.queryByText('Toeristenbelasting te betalen in het hotel')).not.toBeInTheDocument();
  });

  it('says the offer is not bookable with these criteria, with a link back', async () => {
    stubSummaryApi({ bookable: false, error: 'The offer is not bookable with these criterias', priceInfo: null });
    const props = renderSummary({ hash: DATED_HASH });

    expect(await screen.findByRole('alert')).toHaveTextContent("L'offre n'est pas réservable avec ces critères");
    expect(within(screen.getByRole('alert')).getByRole('link', { name: "Retour à l'offre" })).toHaveAttribute(
      'href',
      `/stay/4321?flow=booking#${DATED_HASH}&s=true`,
    );
    expect(screen.queryByText('Prix total')).not.toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(
      new Error('The offer is not bookable with these criterias'),
      'mfe-checkout-entry',
    );
  });

  it('asks for travel dates when the hash has none, without calling the api', async () => {
    const props = renderSummary({ hash: 'checkin=2001-01-01&night=2&a=3' });

    expect(screen.getByText('Veuillez choisir vos dates de voyage.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir mes dates' })).toHaveAttribute(
      'href',
      '/stay/4321?flow=booking#a=3',
    );
    expect(api.requests).toEqual([]);
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Récapitulatif de votre réservation',
      robots: 'noindex, follow',
    });
  });

  it('says something went wrong when the quote fails, and tries again on demand', async () => {
    // The first load fails even after ky's retry; the visitor's retry then succeeds.
    stubSummaryApi();
    api.error(QUOTE_PATH, 503, { once: true });
    api.error(QUOTE_PATH, 503, { once: true });
    const user = userEvent.setup();
    const props = renderSummary({ hash: DATED_HASH });

    expect(
      await screen.findByRole('heading', { name: "Oups, une erreur s'est produite" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-checkout-entry');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Prix total')).toBeInTheDocument();
  });

  it('says "Too late!" when the offer no longer exists', async () => {
    api.error(QUOTE_PATH, 404, { body: { message: 'Unknown offer' } });
    api.error(DETAIL_PATH, 404, { body: { message: 'Unknown offer' } });
    renderSummary({ hash: DATED_HASH });

    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute(
      'href',
      `/search?flow=booking#${DATED_HASH}&s=true`,
    );
  });
});
