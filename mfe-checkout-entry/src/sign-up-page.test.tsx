import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { AppRoot } from './app-root';
import { loadPage } from './features/account/utils/load-page';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

jest.mock('./features/account/utils/load-page', () => ({ loadPage: jest.fn() }));

const SIGN_UP = '/gateway/account/sign-up';
const ORIGIN = 'http://localhost/giftSetup/20039?flow=gifting';
const api = setupApiMock();

beforeEach(() => jest.mocked(loadPage).mockClear());

function renderSignUp(route: Partial<CurrentRoute> = {}, locale: 'fr_FR' | 'nl_BE' = 'fr_FR') {
  return renderRemote(AppRoot, {
    locale,
    route: { kind: 'signUp', pathname: '/account/signup', search: `origin=${encodeURIComponent(ORIGIN)}`, ...route },
  }).props;
}

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('SignUpPage', () => {
  it('creates the account in the page’s locale and goes back where the customer came from', async () => {
    api.json(SIGN_UP, { accountId: 'acc-1' }, { method: 'POST', status: 201 });
    const props = renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Créer un compte', robots: 'noindex, follow' });
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription('Entre 10 et 128 caractères.');

    await fillIn({
      Prénom: ' Léa ',
      Nom: "D'Arvieux-Martin",
      'Adresse e-mail': 'lea.martin@example.fr',
      'Mot de passe': 'Lavande en été',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('button', { name: 'Création du compte…' })).toBeInTheDocument();
    expect(api.bodiesOf('POST', SIGN_UP)).toEqual([
      {
        email: 'lea.martin@example.fr',
        password: 'Lavande en été',
        firstName: 'Léa',
        lastName: "D'Arvieux-Martin",
        locale: 'fr_FR',
      },
    ]);
    expect(loadPage).toHaveBeenCalledWith('/giftSetup/20039?flow=gifting');
  });

  it('offers to sign in when the email already has an account, keeping the way back', async () => {
    api.error(SIGN_UP, 409, {
      method: 'POST',
      body: { statusCode: 409, error: 'Conflict', message: 'Email taken', code: 'EMAIL_TAKEN' },
    });
    renderSignUp();
    await fillIn({
      Prénom: 'Léa',
      Nom: 'Martin',
      'Adresse e-mail': 'lea.martin@example.fr',
      'Mot de passe': 'Lavande-2030',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail.');
    expect(within(alert).getByRole('link', { name: 'Se connecter avec cette adresse' })).toHaveAttribute(
      'href',
      `/signIn?origin=${encodeURIComponent(ORIGIN)}`,
    );
    expect(loadPage).not.toHaveBeenCalled();
  });

  it.each([
    [
      'PASSWORD_TOO_COMMON',
      'Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.',
    ],
    [
      'PASSWORD_IS_EMAIL',
      'Le mot de passe ne doit être ni votre adresse e-mail, ni ce qui précède le @. Choisissez-en un autre.',
    ],
    ['PASSWORD_REPEATED', 'Le mot de passe ne doit être ni un seul caractère répété, ni uniquement des espaces.'],
  ])('says why the api refused the password (%s) and puts the focus back in it', async (code, text) => {
    api.error(SIGN_UP, 400, {
      method: 'POST',
      body: { statusCode: 400, error: 'Bad Request', message: 'Password refused', code },
    });
    renderSignUp();
    await fillIn({
      Prénom: 'Léa',
      Nom: 'Martin',
      'Adresse e-mail': 'lea.martin@example.fr',
      'Mot de passe': 'azertyuiop',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveFocus();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('refuses names that are not text and a password too short, without asking the api', async () => {
    renderSignUp();
    await fillIn({ Prénom: 'L3a', Nom: 'Martin', 'Adresse e-mail': 'lea.martin@example.fr', 'Mot de passe': 'court' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const firstName = screen.getByLabelText(/^Prénom/);
    expect(firstName).toHaveAccessibleDescription('Seul du texte est attendu');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      'Entre 10 et 128 caractères. Le mot de passe doit compter entre 10 et 128 caractères',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('speaks the page’s language', () => {
    renderSignUp({}, 'nl_BE');
    expect(screen.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      `/signIn?origin=${encodeURIComponent(ORIGIN)}`,
    );
  });
});
