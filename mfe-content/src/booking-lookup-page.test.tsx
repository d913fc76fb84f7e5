import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AppRoot } from './app-root';
import { renderRoute } from './server';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';

const api = setupApiMock();

/** An order as the api's lookup answers it: a paid two-night stay. */
const ORDER = {
  orderUUID: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
  reference: '12345678',
  status: 'paid',
  createdAt: '2025-03-14T09:30:00.000Z',
  locale: 'fr_FR',
  amount: 35800,
  currency: 'EUR',
  buyer: { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.com' },
  item: {
    kind: 'stay',
    title: 'Escapade gourmande en Provence',
    hotel: { label: 'Mas des Oliviers', stars: 4, city: 'Gordes' },
    checkin: '2025-05-10',
    checkout: '2025-05-12',
    nights: 2,
    pax: { adults: 2, children: 0, babies: 0 },
    insurance: true,
  },
  lines: [
    { kind: 'stay', amount: 34000 },
    { kind: 'insurance', amount: 1800 },
  ],
  touristTax: { amount: 440, toBePaidAtHotel: true },
  giftCodes: [],
};

afterEach(() => {
  jest.restoreAllMocks();
});

function renderLookup(hash = '') {
  return renderRemote(AppRoot, { route: { kind: 'bookingLookup', pathname: '/ma-reservation', hash } });
}

async function lookUp(user: UserEvent, bookingNumber = '12345678', email = 'Lea.Martin@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Numéro de réservation' }), bookingNumber);
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await user.click(screen.getByRole('button', { name: /^Afficher ma/ }));
}

describe('BookingLookupPage', () => {
  it('keeps search engines out and links to customer care', () => {
    const { props } = renderLookup();

    expect(screen.getByRole('heading', { level: 1, name: 'Ma réservation' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Ma réservation – Escapade',
      description: expect.any(String),
      robots: 'noindex, nofollow',
    });
    expect(screen.getByRole('link', { name: 'Contactez notre service client' })).toHaveAttribute('href', '/contact');
  });

  it('preselects the action of the hash, the booking itself by default', () => {
    const { rerenderWith, props } = renderLookup();
    expect(screen.getByRole('radio', { name: 'Voir ma réservation' })).toBeChecked();

    rerenderWith({ route: { ...props.route, hash: 'r=invoice' } });
    expect(screen.getByRole('radio', { name: 'Obtenir ma facture' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Afficher ma facture' })).toBeInTheDocument();
  });

  it('says what is wrong with a field once it is left, and with both on submit', async () => {
    const user = userEvent.setup();
    renderLookup();

    const bookingNumber = screen.getByRole('textbox', { name: 'Numéro de réservation' });
    await user.type(bookingNumber, '1234');
    await user.tab();
    expect(bookingNumber).toHaveAccessibleDescription(/Le numéro de réservation est composé de 8 chiffres/);

    await user.clear(bookingNumber);
    await user.click(screen.getByRole('button', { name: 'Afficher ma réservation' }));
    expect(bookingNumber).toHaveAccessibleDescription(/Champ obligatoire/);
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAccessibleDescription('Champ obligatoire');
    expect(bookingNumber).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the booking found: status, date, what was bought and what was paid', async () => {
    const user = userEvent.setup();
    api.json('/api/orders/lookup', ORDER, { method: 'POST' });
    renderLookup('r=lookup');

    await lookUp(user);

    const booking = await screen.findByRole('article');
    expect(within(booking).getByRole('heading', { name: 'Réservation n° 12345678' })).toBeInTheDocument();
    await waitFor(() => expect(booking.parentElement).toHaveFocus());
    expect(booking).toHaveTextContent('Confirmée');
    expect(booking).toHaveTextContent('Achetée le 14 mars 2025');
    expect(booking).toHaveTextContent('Mas des Oliviers, Gordes');
    expect(booking).toHaveTextContent('Du 10 mai 2025 au 12 mai 2025');
    expect(booking).toHaveTextContent('2 adultes');
    const price = within(booking).getByRole('table', { name: 'Détail du prix' });
    expect(within(price).getByRole('row', { name: /Assurance annulation/ })).toHaveTextContent(/18\s€/);
    expect(within(price).getByRole('row', { name: /Montant payé/ })).toHaveTextContent(/358\s€/);
    expect(booking).toHaveTextContent(/Taxe de séjour à régler sur place : 4,40\s€/);
    expect(api.bodiesOf('POST', '/api/orders/lookup')).toEqual([
      { bookingNumber: '12345678', email: 'Lea.Martin@example.com' },
    ]);
    expect(screen.queryByRole('button', { name: 'Imprimer la facture' })).not.toBeInTheDocument();
  });

  it('shows the invoice asked for by the hash and prints it', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    api.json('/api/orders/lookup', ORDER, { method: 'POST' });
    renderLookup('r=invoice');

    await lookUp(user);

    const invoice = await screen.findByRole('article');
    expect(within(invoice).getByRole('heading', { name: 'Facture n° 12345678' })).toBeInTheDocument();
    expect(within(invoice).getByRole('heading', { name: 'Vendeur' }).parentElement).toHaveTextContent('Escapade');
    expect(within(invoice).getByRole('heading', { name: 'Client' }).parentElement).toHaveTextContent(
      'Léa Martinlea.martin@example.com',
    );
    const lines = within(invoice).getByRole('table', { name: 'Détail de la facture' });
    expect(within(lines).getByRole('row', { name: /Séjour/ })).toHaveTextContent('Escapade gourmande en Provence');
    expect(within(lines).getByRole('row', { name: /Total TTC/ })).toHaveTextContent(/358\s€/);
    expect(invoice).toHaveTextContent('TVA incluse');

    await user.click(within(invoice).getByRole('button', { name: 'Imprimer la facture' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('switches a booking found to its invoice when the other action is picked', async () => {
    const user = userEvent.setup();
    api.json('/api/orders/lookup', ORDER, { method: 'POST' });
    renderLookup();
    await lookUp(user);
    await screen.findByRole('heading', { name: 'Réservation n° 12345678' });

    await user.click(screen.getByRole('radio', { name: 'Obtenir ma facture' }));

    expect(screen.getByRole('heading', { name: 'Facture n° 12345678' })).toBeInTheDocument();
    expect(api.requestsTo('/api/orders/lookup')).toHaveLength(1);
  });

  it('says so when no booking has that number and email', async () => {
    const user = userEvent.setup();
    api.error('/api/orders/lookup', 404, { method: 'POST', body: { message: 'BOOKING_NOT_FOUND' } });
    const { props } = renderLookup();

    await lookUp(user, '87654321');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Nous n'avons trouvé aucune réservation avec ce numéro et cette adresse e-mail.",
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('asks to wait after too many tries', async () => {
    const user = userEvent.setup();
    api.answer(
      '/api/orders/lookup',
      () => HttpResponse.json({ message: 'Too Many Requests' }, { status: 429, headers: { 'Retry-After': '120' } }),
      { method: 'POST' },
    );
    renderLookup();

    await lookUp(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Merci de patienter 2 minutes avant de réessayer.',
    );
  });

  it('reports a failure it did not expect and lets the visitor try again', async () => {
    const user = userEvent.setup();
    api.json('/api/orders/lookup', ORDER, { method: 'POST' });
    api.error('/api/orders/lookup', 500, { method: 'POST', once: true });
    const { props } = renderLookup();

    await lookUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Un problème est survenu/);
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/booking-lookup');

    await user.click(screen.getByRole('button', { name: 'Afficher ma réservation' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Réservation n° 12345678' })).toBeInTheDocument();
  });

  it('is sent by the server as an empty lookup that search engines keep out of', async () => {
    const { mountWidget: _mountWidget, ...props } = fakeRemoteProps({
      locale: 'nl_NL',
      route: { kind: 'bookingLookup', pathname: '/mijn-boeking' },
    });

    const result = await renderRoute(props, { apiOrigin: TEST_API_BASE });

    expect(result.html).toContain('Mijn boeking');
    expect(result.meta).toMatchObject({ title: 'Mijn boeking – Escapade', robots: 'noindex, nofollow' });
    expect(api.requests).toHaveLength(0);
  });
});
