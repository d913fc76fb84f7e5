import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { solveChallenge } from 'altcha-lib';
import { CARE_TOKEN_STORAGE_KEY } from '@escapade/shared-contracts/care-token';
import { AppRoot } from './app-root';
import { renderRoute } from './server';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { TEST_API_BASE, fakeRemoteProps, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';

// The proof of work itself runs on Web Crypto, which jsdom lacks (its own test runs it for real).
jest.mock('altcha-lib', () => ({ ...jest.requireActual('altcha-lib'), solveChallenge: jest.fn() }));
const solved = jest.mocked(solveChallenge);

const api = setupApiMock();

const CHALLENGE = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'a1b2',
    salt: 'c3d4',
    cost: 2,
    keyLength: 32,
    keyPrefix: '0',
    expiresAt: 4102444800,
  },
  signature: 'f00d',
};
const SOLUTION = { counter: 42, derivedKey: '0e5f' };

beforeEach(() => {
  solved.mockReset().mockResolvedValue(SOLUTION);
});

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

function renderContact(overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, { ...overrides, route: { kind: 'contact', pathname: '/contact', ...overrides.route } });
}

async function openForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Laisser un message' }));
  return screen.findByRole('dialog', { name: 'Laissez-nous un message' });
}

async function chooseReason(user: UserEvent, reason: string) {
  await user.click(screen.getByRole('button', { name: /Motif de votre demande/ }));
  await user.click(screen.getByRole('option', { name: reason }));
}

async function fillMessage(user: UserEvent, values: { bookingNumber?: string; phone?: string } = {}) {
  await chooseReason(user, 'Modifier ma réservation');
  await user.type(screen.getByRole('textbox', { name: 'Numéro de réservation' }), values.bookingNumber ?? '12345678');
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'lea.martin@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Nom et prénom' }), 'Léa Martin');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), values.phone ?? '06 12 34 56 78');
  await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Pouvons-nous arriver samedi ?');
}

const CASE_BODY = {
  reason: 'modification',
  bookingNumber: '12345678',
  email: 'lea.martin@example.com',
  name: 'Léa Martin',
  phone: '06 12 34 56 78',
  description: 'Pouvons-nous arriver samedi ?',
  locale: 'fr_FR',
  returnUrl: '/contact?ref=contact_thank_you',
};

describe('ContactPage', () => {
  it('announces its head tags and leads to the FAQ of the locale', () => {
    const { props } = renderContact();

    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Contactez-nous – Escapade',
      description: expect.stringContaining('service client'),
      robots: 'index, follow',
    });
    expect(screen.getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute(
      'href',
      'https://faq.escapade.example/fr',
    );
  });

  it('sends the Belgian sites to their own FAQ section', () => {
    renderContact({ locale: 'nl_BE' });

    expect(screen.getByRole('link', { name: 'Bekijk de veelgestelde vragen' })).toHaveAttribute(
      'href',
      'https://faq.escapade.example/nl-be',
    );
  });

  it('offers the quick actions as links to the booking lookup, the invoice preselected for the invoice', async () => {
    const user = userEvent.setup();
    const { props } = renderContact();

    const actions = screen.getByRole('region', { name: 'Gérer ma réservation' });
    expect(within(actions).getByRole('link', { name: /^Modifier ma réservation/ })).toHaveAttribute(
      'href',
      '/bookingLookup#r=lookup',
    );
    expect(within(actions).getByRole('link', { name: /^Annuler ma réservation/ })).toHaveAttribute(
      'href',
      '/bookingLookup#r=lookup',
    );
    const invoice = within(actions).getByRole('link', { name: /^Obtenir ma facture/ });
    expect(invoice).toHaveAttribute('href', '/bookingLookup#r=invoice');

    await user.click(invoice);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'bookingLookup', hash: 'r=invoice' });
  });

  it('lists five popular questions answered in the FAQ', () => {
    renderContact({ locale: 'it_IT' });

    const questions = within(screen.getByRole('region', { name: 'Le domande più frequenti' })).getAllByRole('link');
    expect(questions).toHaveLength(5);
    expect(questions[0]).toHaveTextContent('Come posso modificare le date del mio soggiorno?');
    for (const question of questions) {
      expect(question.getAttribute('href')).toMatch(/^https:\/\/faq\.escapade\.example\/it\/articles\/[a-z-]+$/);
    }
    expect(new Set(questions.map((question) => question.getAttribute('href'))).size).toBe(5);
  });

  it('shows the support hours in the words of the locale', () => {
    renderContact();

    const hours = screen.getByLabelText('Horaires du service client');
    expect(hours.textContent?.replace(/\s+/g, ' ')).toBe('du lundi au vendredi10:00 – 19:00samedi10:00 – 18:00');
  });

  describe.each(['fr_FR', 'fr_BE'] as const)('on the %s site drawn by the server', (locale) => {
    /** A browser whose ICU writes times its own way (here 10 h 00, with narrow no-break spaces). */
    function browserIntl() {
      const boundFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!.get!;
      const formatToParts = Intl.DateTimeFormat.prototype.formatToParts;
      const respace = (text: string) => text.replace(/:/g, '\u202fh\u202f');
      // `format` is a getter that hands out a bound function (the lib's types call it a method).
      const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
      jest.spyOn(prototype, 'format', 'get').mockImplementation(function (this: Intl.DateTimeFormat) {
        const format = boundFormat.call(this) as Intl.DateTimeFormat['format'];
        return (date?: Date | number) => respace(format(date));
      });
      jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (
        this: Intl.DateTimeFormat,
        date,
      ) {
        return formatToParts.call(this, date).map((part) => ({ ...part, value: respace(part.value) }));
      });
    }

    it('shows the same opening hours in the browser, which takes the page over as it is', async () => {
      const { mountWidget: _mountWidget, ...serverProps } = fakeRemoteProps({
        locale,
        route: { kind: 'contact', pathname: locale === 'fr_BE' ? '/fr/contact' : '/contact' },
      });
      const { html } = await renderRoute(serverProps, { apiOrigin: TEST_API_BASE });
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const serverHours = within(container).getByLabelText('Horaires du service client').textContent;

      browserIntl();
      const recoverableErrors: unknown[] = [];
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, <AppRoot {...fakeRemoteProps({ ...serverProps })} />, {
          onRecoverableError: (error) => recoverableErrors.push(error),
        });
      });

      expect(recoverableErrors).toEqual([]);
      expect(screen.getByLabelText('Horaires du service client').textContent).toBe(serverHours);
      expect(serverHours?.replace(/\s+/g, ' ')).toBe('du lundi au vendredi10:00 – 19:00samedi10:00 – 18:00');
      act(() => root?.unmount());
      container.remove();
    });
  });

  it('opens the chat in a new tab on the Spanish site, with its hours', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderContact({ locale: 'es_ES' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contacte con nosotros' })).toBeInTheDocument();
    const chatHours = screen.getByLabelText('Horario del chat');
    expect(chatHours.textContent?.replace(/\s+/g, ' ')).toBe('de lunes a viernes9:00–18:00');
    await user.click(screen.getByRole('button', { name: 'Abrir el chat' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/m\.me\//), '_blank', 'noopener,noreferrer');
  });

  it('has no chat where the site has no messenger', () => {
    renderContact({ locale: 'fr_FR' });

    expect(screen.queryByRole('button', { name: 'Ouvrir le chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Par chat' })).not.toBeInTheDocument();
  });

  it('opens the message dialog on demand and gives the focus back to its button on Escape', async () => {
    renderContact();
    const user = userEvent.setup();
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Laisser un message' })).toHaveFocus());
  });

  it('reveals the fields once a reason is chosen, without the booking number for an offer question', async () => {
    const user = userEvent.setup();
    renderContact();

    const dialog = await openForm(user);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    await chooseReason(user, 'Renseignement sur une offre');
    expect(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Numéro de réservation' })).not.toBeInTheDocument();

    await chooseReason(user, 'Réclamation');
    expect(within(dialog).getByRole('textbox', { name: 'Numéro de réservation' })).toBeInTheDocument();
  });

  it('says what is wrong with a field once it is left', async () => {
    const user = userEvent.setup();
    renderContact();
    await openForm(user);
    await chooseReason(user, 'Autre demande');

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(email, 'lea.martin@example');
    expect(email).not.toHaveAccessibleDescription(/incorrecte/);
    await user.tab();
    expect(email).toHaveAccessibleDescription("L'adresse e-mail semble incorrecte");
    expect(email).toHaveAttribute('aria-invalid', 'true');

    const name = screen.getByRole('textbox', { name: 'Nom et prénom' });
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Champ obligatoire');
  });

  it('refuses a booking number that is not 8 digits, then takes a good one', async () => {
    const user = userEvent.setup();
    renderContact();
    await openForm(user);
    await chooseReason(user, 'Annuler ma réservation');

    const bookingNumber = screen.getByRole('textbox', { name: 'Numéro de réservation' });
    await user.type(bookingNumber, '1234567');
    await user.tab();
    expect(bookingNumber).toHaveAccessibleDescription(/Le numéro de réservation est composé de 8 chiffres/);

    await user.type(bookingNumber, '8');
    expect(bookingNumber).not.toHaveAccessibleDescription(/composé de 8 chiffres/);
    expect(bookingNumber).not.toHaveAttribute('aria-invalid');
  });

  it('shows every error on a submit of an empty form and puts the focus on the first', async () => {
    const user = userEvent.setup();
    renderContact();
    const dialog = await openForm(user);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Champ obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Motif de votre demande/ })).toHaveFocus();

    await chooseReason(user, 'Question sur ma réservation');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getAllByText('Champ obligatoire')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Numéro de réservation' })).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('solves the captcha, posts the case and moves to the thank-you address', async () => {
    const user = userEvent.setup();
    api.json('/api/captcha/challenge', CHALLENGE);
    api.json(
      '/api/contact/cases',
      { caseId: 'CASE-1', returnUrl: '/contact?ref=contact_thank_you' },
      { method: 'POST', status: 201, delayMs: 50 },
    );
    const { props } = renderContact();
    await openForm(user);
    await fillMessage(user);

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours…' })).toBeInTheDocument();

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith({ kind: 'contact', query: { ref: 'contact_thank_you' } }),
    );
    expect(solved).toHaveBeenCalledWith(expect.objectContaining({ challenge: CHALLENGE }));
    expect(api.bodiesOf('POST', '/api/contact/cases')).toEqual([
      { ...CASE_BODY, captcha: { challenge: CHALLENGE, solution: SOLUTION } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('skips the captcha in care mode and sends the operator token instead', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'operator-token');
    const authorizations: (string | null)[] = [];
    api.answer(
      '/api/contact/cases',
      ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ caseId: 'CASE-2', returnUrl: '/contact?ref=contact_thank_you' }, { status: 201 });
      },
      { method: 'POST' },
    );
    const { props } = renderContact({ careMode: true });
    await openForm(user);
    await fillMessage(user);

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(props.navigate).toHaveBeenCalled());
    expect(authorizations).toEqual(['Bearer operator-token']);
    expect(api.bodiesOf('POST', '/api/contact/cases')).toEqual([CASE_BODY]);
    expect(api.requestsTo('/api/captcha/challenge')).toHaveLength(0);
    expect(solved).not.toHaveBeenCalled();
  });

  it('keeps the form and its values when sending fails, and asks to send again', async () => {
    const user = userEvent.setup();
    api.json('/api/captcha/challenge', CHALLENGE);
    api.error('/api/contact/cases', 503, { method: 'POST' });
    const { props } = renderContact();
    const dialog = await openForm(user);
    await fillMessage(user);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Oups ! Un problème est survenu. Merci de cliquer à nouveau sur « Envoyer ». Si le problème persiste, consultez notre FAQ en haut de la page.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('lea.martin@example.com');
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/contact');
  });

  it('fails the same when the captcha challenge cannot be had', async () => {
    const user = userEvent.setup();
    api.error('/api/captcha/challenge', 500);
    renderContact();
    const dialog = await openForm(user);
    await fillMessage(user);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Oups ! Un problème est survenu/);
    expect(api.requestsTo('/api/contact/cases')).toHaveLength(0);
  });

  it('shows the error of the field the api refused and puts the focus there', async () => {
    const user = userEvent.setup();
    api.json('/api/captcha/challenge', CHALLENGE);
    api.error('/api/contact/cases', 400, {
      method: 'POST',
      body: { statusCode: 400, error: 'Bad Request', message: 'body/phone must match pattern' },
    });
    renderContact();
    const dialog = await openForm(user);
    await fillMessage(user);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    const phone = within(dialog).getByRole('textbox', { name: 'Téléphone' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Le numéro de téléphone semble incorrect'));
    expect(phone).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('thanks the visitor sent back with the thank-you ref and moves the focus to the message', async () => {
    renderContact({ route: { search: 'ref=contact_thank_you' } });

    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Merci pour votre message. Notre service client vous contactera sous 48 h.');
    await waitFor(() => expect(thanks).toHaveFocus());
  });

  it('says no thank you on an ordinary visit', () => {
    renderContact();

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is sent whole by the server, with its head tags, and asks the api nothing', async () => {
    const { mountWidget: _mountWidget, ...props } = fakeRemoteProps({
      locale: 'es_ES',
      route: { kind: 'contact', pathname: '/contact' },
    });

    const result = await renderRoute(props, { apiOrigin: TEST_API_BASE });

    expect(result.html).toContain('Contacte con nosotros');
    expect(result.html).toContain('Dejar un mensaje');
    expect(result.meta).toEqual({
      title: 'Contacte con nosotros – Escapade',
      description: expect.any(String),
      robots: 'index, follow',
    });
    expect(api.requests).toHaveLength(0);
  });
});
