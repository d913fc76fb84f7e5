import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { renderInShell, stopDocumentNavigation } from '../../../test/render-in-shell';
import { setupShellApi } from '../../../test/shell-api';
import { ACCOUNT_ID_COOKIE } from '../utils/account-cookies';
import { AccountMenu } from './account-menu';

const api = setupShellApi('http://api.test');
const SIGN_OUT = '/gateway/account/sign-out';
const WITH_ACCOUNTS = { ...DEFAULT_FLAGS, customerAccount: true };

let allowNavigation: () => void;
beforeEach(() => {
  allowNavigation = stopDocumentNavigation();
  document.cookie = `${ACCOUNT_ID_COOKIE}=; path=/; max-age=0`;
});
afterEach(() => allowNavigation());

/** What the api sets on signing in: the token, out of the page's reach, and the readable account id. */
function signIn() {
  document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
}

function renderMenu(options: Parameters<typeof renderInShell>[1] = {}) {
  return renderInShell(<AccountMenu />, { flags: WITH_ACCOUNTS, ...options });
}

async function chooseSignOut() {
  await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
  const menu = screen.getByRole('menu', { name: 'Mon compte' });
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }));
}

describe('account menu', () => {
  it('opens for a customer the account id cookie says is signed in', async () => {
    signIn();
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    const items = within(screen.getByRole('menu', { name: 'Mon compte' })).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Mon profil', '/account/settings/profile'],
      ['Mes voyages', '/account/trips'],
      ["Ma liste d'envies", '/account/wishlist'],
      ['Se déconnecter', null],
    ]);
  });

  it('offers sign-in to a visitor, coming back to the page they were on', () => {
    renderMenu({ path: '/sejour/42?flow=booking#checkin=2030-01-05' });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/account/signin?origin=${encodeURIComponent('http://localhost/sejour/42?flow=booking#checkin=2030-01-05')}`,
    );
  });

  it('keeps the page asked from when it is already on the sign-up page', () => {
    const origin = 'http://localhost/account/trips';
    renderMenu({ path: `/account/signup?origin=${encodeURIComponent(origin)}` });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/account/signin?origin=${encodeURIComponent(origin)}`,
    );
  });

  it('signs out through the api, then offers sign-in with the focus on it', async () => {
    signIn();
    api.answer({ [SIGN_OUT]: () => new HttpResponse(null, { status: 204 }) });
    const { location } = renderMenu({ path: '/recherche' });
    await chooseSignOut();

    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveFocus();
    expect(api.mock.requestsTo(SIGN_OUT, 'POST')).toHaveLength(1);
    expect(document.cookie).not.toContain(ACCOUNT_ID_COOKIE);
    expect(location().pathname).toBe('/recherche');
  });

  it('leaves an account page for the home page once signed out', async () => {
    signIn();
    api.answer({ [SIGN_OUT]: () => new HttpResponse(null, { status: 204 }) });
    const { location } = renderMenu({ path: '/account/trips' });
    await chooseSignOut();
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('counts a sign-in that had already ended as signed out', async () => {
    signIn();
    api.answer({ [SIGN_OUT]: () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized' }, { status: 401 }) });
    const { environment } = renderMenu();
    await chooseSignOut();
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(environment.reportError).not.toHaveBeenCalled();
  });

  it('stays signed in and says so when the api cannot sign the customer out', async () => {
    signIn();
    api.answer({ [SIGN_OUT]: () => HttpResponse.json({ statusCode: 500, error: 'Server Error' }, { status: 500 }) });
    const { environment } = renderMenu();
    await chooseSignOut();

    expect(await screen.findByRole('alert')).toHaveTextContent("La déconnexion n'a pas abouti. Veuillez réessayer.");
    expect(screen.getByRole('button', { name: 'Mon compte' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${ACCOUNT_ID_COOKIE}=acc-42`);
    expect(environment.reportError).toHaveBeenCalledWith(expect.any(Error), 'account-menu');
  });

  it('leads to the booking lookup while the customer account toggle is off, signed in or not', () => {
    signIn();
    renderMenu({ flags: DEFAULT_FLAGS });
    expect(screen.getByRole('link', { name: 'Ma réservation' })).toHaveAttribute('href', '/ma-reservation');
  });
});
