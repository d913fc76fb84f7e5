import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { AppRoot } from './app-root';
import { loadPage } from './features/account/utils/load-page';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

jest.mock('./features/account/utils/load-page', () => ({ loadPage: jest.fn() }));

const SIGN_IN = '/gateway/account/sign-in';
const api = setupApiMock();

beforeEach(() => jest.mocked(loadPage).mockClear());

function renderSignIn(route: Partial<CurrentRoute> = {}) {
  return renderRemote(AppRoot, { route: { kind: 'signIn', pathname: '/account/signin', ...route } }).props;
}

async function signIn(email = 'lea.martin@example.fr', password = 'Lavande-2030') {
  await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), email);
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('SignInPage', () => {
  it('signs in and goes back, with a new page load, to the page of the shop the customer came from', async () => {
    api.json(SIGN_IN, {}, { method: 'POST' });
    const props = renderSignIn({
      search: `origin=${encodeURIComponent('http://localhost/stay/20039?flow=booking#checkin=2030-04-12&a=2')}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Se connecter', robots: 'noindex, follow' });

    await signIn();

    expect(await screen.findByRole('button', { name: 'Connexion…' })).toBeInTheDocument();
    expect(api.bodiesOf('POST', SIGN_IN)).toEqual([{ email: 'lea.martin@example.fr', password: 'Lavande-2030' }]);
    expect(loadPage).toHaveBeenCalledWith('/stay/20039?flow=booking#checkin=2030-04-12&a=2');
  });

  it('takes a path of the shop as origin', async () => {
    api.json(SIGN_IN, {}, { method: 'POST' });
    renderSignIn({ search: 'origin=%2FaccountTrips' });
    await signIn();
    expect(await screen.findByRole('button', { name: 'Connexion…' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('/accountTrips');
  });

  it('refuses to send the customer to another site: home instead', async () => {
    api.json(SIGN_IN, {}, { method: 'POST' });
    renderSignIn({ search: `origin=${encodeURIComponent('https://escapade.evil.test/login')}` });
    await signIn();
    expect(await screen.findByRole('button', { name: 'Connexion…' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('/home');
  });

  it('says the email or the password is wrong on a 401, and lets the customer try again', async () => {
    api.error(SIGN_IN, 401, {
      method: 'POST',
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
    });
    const props = renderSignIn();
    await signIn('lea.martin@example.fr', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('tells how long to wait after too many attempts, from Retry-After', async () => {
    api.answer(
      SIGN_IN,
      () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts', code: 'TOO_MANY_ATTEMPTS' },
          { status: 429, headers: { 'Retry-After': '540' } },
        ),
      { method: 'POST' },
    );
    renderSignIn();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 9 minutes.');
  });

  it('checks the fields before asking the api: on leaving a field, then on submit', async () => {
    renderSignIn();
    const email = screen.getByRole('textbox', { name: /Adresse e-mail/ });
    await userEvent.type(email, 'lea.martin@example');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription("L'adresse e-mail semble incorrecte");

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription('Champ obligatoire');
    expect(email).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the password on demand', async () => {
    renderSignIn();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to sign-up, keeping the page to come back to', () => {
    const origin = 'http://localhost/stay/20039';
    renderSignIn({ search: `origin=${encodeURIComponent(origin)}` });
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `/signUp?origin=${encodeURIComponent(origin)}`,
    );
  });
});
