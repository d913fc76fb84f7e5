import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createFakeRemote } from '../../../test/fake-remote';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi } from '../../../test/shell-api';
import { CARE_TOKEN_STORAGE_KEY } from '@escapade/shared-contracts/care-token';
import { COPY_CONFIRMATION_MS } from './care-notice-bar';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const SESSION = { token: 'signed-token', email: 'agent@escapade.example', expiresAt: '2099-01-01T00:00:00.000Z' };
// Node's Request (under jsdom) cannot resolve a relative URL.
const API_BASE = 'http://localhost';
const api = setupShellApi(API_BASE);

/** The notice's own live region (the page outlet has one too, for its loading state). */
const noticeStatus = () => within(screen.getByRole('region', { name: 'Mode service client' })).getByRole('status');

let remote: ReturnType<typeof createFakeRemote>;
let signInCalls: unknown[];

function stubApi(signInAnswer: () => Response) {
  signInCalls = [];
  api.answer({
    '/gateway/care/sign-in': async (request: Request) => {
      signInCalls.push(await request.clone().json());
      return signInAnswer();
    },
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  remote = createFakeRemote('Page');
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockResolvedValue(remote.lifecycles);
  stubApi(() => Response.json({ ...SESSION }));
});

describe('customer-care mode without a token', () => {
  it('shows the sign-in page instead of the shop', async () => {
    renderShell('/recherche', { careMode: true, apiBase: API_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion service client' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('group', { name: 'Je cherche' })).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('asks for both fields and a plausible email before calling the api', async () => {
    renderShell('/', { careMode: true, apiBase: API_BASE });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Champ obligatoire')).toHaveLength(2);

    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'agent');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'adresse e-mail semble incorrecte")).toBeInTheDocument();
    expect(signInCalls).toEqual([]);
  });

  it('says so when the credentials are wrong', async () => {
    stubApi(() =>
      Response.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect' },
        { status: 401 },
      ),
    );
    renderShell('/', { careMode: true, apiBase: API_BASE });
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'agent@escapade.example');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.'),
    );
    expect(signInCalls).toEqual([{ email: 'agent@escapade.example', password: 'wrong' }]);
    expect(window.sessionStorage.getItem(CARE_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says how long to wait once too many attempts have failed', async () => {
    stubApi(() =>
      Response.json(
        { statusCode: 429, error: 'Too Many Requests', message: 'locked' },
        { status: 429, headers: { 'Retry-After': '840' } },
      ),
    );
    renderShell('/', { careMode: true, apiBase: API_BASE });
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'agent@escapade.example');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'escapade-care');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Trop de tentatives échouées. Réessayez dans 14 minutes.'),
    );
    expect(window.sessionStorage.getItem(CARE_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says the sign-in is unavailable when the api cannot answer', async () => {
    stubApi(() => new Response('down', { status: 502 }));
    renderShell('/', { careMode: true, apiBase: API_BASE });
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'agent@escapade.example');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'escapade-care');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La connexion est indisponible pour le moment. Veuillez réessayer.',
      ),
    );
  });

  it('signs in, keeps the token for the tab and shows the shop with the care notice', async () => {
    renderShell('/recherche', { careMode: true, apiBase: API_BASE });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'agent@escapade.example');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'escapade-care');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Page: search' })).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Mode service client' });
    expect(notice).toHaveTextContent('Mode service client — connecté en tant que agent@escapade.example');
    expect(window.sessionStorage.getItem(CARE_TOKEN_STORAGE_KEY)).toBe('signed-token');
    expect(remote.lastProps()!.careMode).toBe(true);
  });
});

describe('customer-care notice', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('copies the current page with the public host and a callback id, and confirms it', async () => {
    // user-event installs its own clipboard: put the spy back after it.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShell('/recherche?flow=gifting#city=12&a=2', { careMode: true, careSession: SESSION, apiBase: API_BASE });
    await screen.findByRole('heading', { name: 'Page: search' });

    await user.click(screen.getByRole('button', { name: 'Copier le lien pour le client' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/fr\.localhost\/recherche\?flow=gifting#city=12&a=2&callbackId=[0-9a-f]{16}$/),
    );
    await waitFor(() => expect(noticeStatus()).toHaveTextContent('Lien copié : vous pouvez le coller pour le client.'));
  });

  it('clears the confirmation after a few seconds', async () => {
    jest.useFakeTimers();
    try {
      renderShell('/', { careMode: true, careSession: SESSION, apiBase: API_BASE });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Copier le lien pour le client' }));
      await waitFor(() => expect(noticeStatus()).toHaveTextContent('Lien copié'));
      await act(async () => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 100));
      expect(noticeStatus()).toHaveTextContent('Lien copié');
      await act(async () => jest.advanceTimersByTime(100));
      expect(noticeStatus()).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderShell('/', { careMode: true, careSession: SESSION, apiBase: API_BASE });
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien pour le client' }));
    await waitFor(() => expect(noticeStatus()).toHaveTextContent("Le lien n'a pas pu être copié."));
    expect((screen.getByRole('textbox', { name: 'Lien pour le client' }) as HTMLInputElement).value).toMatch(
      /^http:\/\/fr\.localhost\/#callbackId=[0-9a-f]{16}$/,
    );
  });

  it('signs out: the token is forgotten and the sign-in page is back', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, SESSION.token);
    renderShell('/', { careMode: true, careSession: SESSION, apiBase: API_BASE });
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(screen.getByRole('heading', { name: 'Connexion service client' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CARE_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs out when the token expires while the page is open', async () => {
    jest.useFakeTimers({ now: new Date('2025-05-01T08:00:00Z') });
    try {
      renderShell('/', {
        careMode: true,
        careSession: { ...SESSION, expiresAt: '2025-05-01T08:00:05.000Z' },
        apiBase: API_BASE,
      });
      expect(screen.getByRole('region', { name: 'Mode service client' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(5_000));
      expect(screen.getByRole('heading', { name: 'Connexion service client' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not there outside customer-care mode', () => {
    renderShell('/', { careSession: SESSION, apiBase: API_BASE });
    expect(screen.queryByRole('region', { name: 'Mode service client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connexion service client' })).not.toBeInTheDocument();
  });
});
