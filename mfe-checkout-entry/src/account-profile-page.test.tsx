import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoot } from './app-root';
import { loadPage } from './features/account/utils/load-page';
import { accountProfileFixture } from './test/account-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

jest.mock('./features/account/utils/load-page', () => ({ loadPage: jest.fn() }));

const PROFILE = '/gateway/account/profile';
const SIGN_OUT = '/gateway/account/sign-out';
const api = setupApiMock();

beforeEach(() => jest.mocked(loadPage).mockClear());

function renderProfile() {
  return renderRemote(AppRoot, { route: { kind: 'accountProfile', pathname: '/account/settings/profile' } }).props;
}

describe('AccountProfilePage', () => {
  it('shows the saved details, the email read-only, in the account’s frame', async () => {
    api.json(PROFILE, accountProfileFixture());
    const props = renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');

    expect(await screen.findByRole('textbox', { name: /^Prénom/ })).toHaveValue('Léa');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Mon profil', robots: 'noindex, follow' });
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(email).toHaveValue('lea.martin@example.fr');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Madame' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveTextContent('France');

    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Mon profil', '/accountProfile', 'page'],
      ['Mes voyages', '/accountTrips', null],
      ["Ma liste d'envies", '/accountWishlist', null],
    ]);
  });

  it('checks a field when it is left and every field on save, without saving wrong details', async () => {
    api.json(PROFILE, accountProfileFixture());
    renderProfile();
    const phone = await screen.findByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '06 12 AB');
    expect(phone).not.toHaveAccessibleDescription();
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription('Le numéro de téléphone semble incorrect');

    const lastName = screen.getByRole('textbox', { name: /^Nom/ });
    await userEvent.clear(lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(lastName).toHaveAccessibleDescription('Champ obligatoire');
    expect(lastName).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Certains champs sont à corriger.');
    expect(api.requestsTo(PROFILE, 'PUT')).toHaveLength(0);
  });

  it('saves the details as typed, without their outer spaces, and says so', async () => {
    api.json(PROFILE, accountProfileFixture());
    api.answer(PROFILE, async ({ request }) => Response.json(await request.json()), { method: 'PUT' });
    renderProfile();

    await userEvent.click(await screen.findByRole('radio', { name: 'Monsieur' }));
    const firstName = screen.getByRole('textbox', { name: /^Prénom/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, ' Jean-Luc ');
    const city = screen.getByRole('textbox', { name: 'Ville' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Bruxelles');
    const postalCode = screen.getByRole('textbox', { name: 'Code postal' });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '1000');
    await userEvent.click(screen.getByRole('button', { name: /Pays/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Belgique' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vos informations sont enregistrées.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT', PROFILE)).toEqual([
      {
        email: 'lea.martin@example.fr',
        civility: 'MR',
        firstName: 'Jean-Luc',
        lastName: 'Martin',
        phoneNumber: '06 12 34 56 78',
        addressLine: '12 rue des Lilas',
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
    ]);

    // A new change is not saved yet: the confirmation goes.
    await userEvent.type(city, '-Centre');
    expect(screen.queryByText('Vos informations sont enregistrées.')).not.toBeInTheDocument();
  });

  it('says when the details could not be saved, and reports it', async () => {
    api.json(PROFILE, accountProfileFixture());
    api.error(PROFILE, 503, { method: 'PUT' });
    const props = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vos informations n'ont pas pu être enregistrées. Veuillez réessayer.",
    );
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-checkout-entry');
  });

  it('asks to sign in again when the sign-in ended before saving', async () => {
    api.error(PROFILE, 401);
    api.json(PROFILE, accountProfileFixture(), { once: true });
    api.error(PROFILE, 401, { method: 'PUT' });
    const props = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour voir votre profil' }),
    ).toBeInTheDocument();
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('asks a visitor who is not signed in to sign in, to come back here', async () => {
    api.error(PROFILE, 401, { body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' } });
    const props = renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour voir votre profil' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/signIn?origin=${encodeURIComponent('/accountProfile')}`,
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `/signUp?origin=${encodeURIComponent('/accountProfile')}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Mon compte' })).not.toBeInTheDocument();
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('signs out from the account’s navigation, then loads the home page', async () => {
    api.json(PROFILE, accountProfileFixture());
    api.answer(SIGN_OUT, () => new Response(null, { status: 204 }), { method: 'POST' });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('button', { name: 'Déconnexion…' })).toBeInTheDocument();
    expect(api.requestsTo(SIGN_OUT, 'POST')).toHaveLength(1);
    expect(loadPage).toHaveBeenCalledWith('/home');
  });

  it('stays and says so when signing out fails', async () => {
    api.json(PROFILE, accountProfileFixture());
    api.error(SIGN_OUT, 500, { method: 'POST' });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(await within(nav).findByRole('alert')).toHaveTextContent(
      "La déconnexion n'a pas abouti. Veuillez réessayer.",
    );
    expect(loadPage).not.toHaveBeenCalled();
  });
});
