import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createFakeRemote } from '../test/fake-remote';
import { renderShell } from '../test/render-shell';
import { registryEntry, testRegistry } from '../test/test-environment';
import { setupShellApi, TEST_API_BASE } from '../test/shell-api';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// The frame's content calls get the api's empty answers, so they settle before a test ends.
const api = setupShellApi();
beforeEach(() => api.answer({}));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue(createFakeRemote('Page').lifecycles);
});

describe('the frame', () => {
  it('links the logo home and offers the Stays/Gifts toggle', async () => {
    renderShell('/recherche', { apiBase: TEST_API_BASE });
    expect(screen.getByRole('link', { name: "Escapade, page d'accueil" })).toHaveAttribute('href', '/');
    const toggle = screen.getByRole('group', { name: 'Je cherche' });
    expect(within(toggle).getByRole('button', { name: 'Séjours' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'Cadeaux' })).toHaveAttribute('aria-pressed', 'false');
    await screen.findByRole('heading', { name: 'Page: search' });
  });

  it('switches to the gifting flow on the home page', async () => {
    const remote = createFakeRemote('Content');
    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    renderShell('/', { apiBase: TEST_API_BASE });
    await screen.findByRole('heading', { name: 'Content: home' });

    await userEvent.click(screen.getByRole('button', { name: 'Cadeaux' }));
    expect(await screen.findByText('flow gifting, hash none')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadeaux' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Séjours' }));
    expect(await screen.findByText('flow booking, hash none')).toBeInTheDocument();
    expect(remote.lastProps()!.route.search).toBe('');
  });

  it('shows the not-available page for a remote switched off here, and hides the Gifts toggle', () => {
    const registry = testRegistry();
    registry.remotes['mfe-gift'] = registryEntry('mfe-gift', ['es_ES', 'it_IT']);
    renderShell('/cadeau/12', { apiBase: TEST_API_BASE, registry });

    expect(screen.getByRole('heading', { name: 'Page indisponible' })).toBeInTheDocument();
    expect(screen.getByText("Cette page n'est pas disponible sur ce site.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Cadeaux' })).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('treats a remote missing from the registry as switched off', () => {
    renderShell('/busqueda', {
      apiBase: TEST_API_BASE,
      locale: 'es_ES',
      language: 'es',
      pointOfSale: 'ES',
      registry: testRegistry(['mfe-search']),
    });
    expect(screen.getByText('Esta página no está disponible en este sitio.')).toBeInTheDocument();
  });

  it("hides a box's own /box page when the boxes toggle is off", () => {
    renderShell('/box/ROMANTIC-EBOX', { apiBase: TEST_API_BASE, flags: { ...DEFAULT_FLAGS, boxes: false } });
    expect(screen.getByText("Cette page n'est pas disponible sur ce site.")).toBeInTheDocument();
  });

  it("gives unknown paths to the content remote's 404 body", async () => {
    renderShell('/nulle-part#hotelId=1203', { apiBase: TEST_API_BASE });
    expect(await screen.findByRole('heading', { name: 'Page: notFound' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_content/app');
  });

  it('shows its own 404 page, marked noindex, when the content remote is off', () => {
    renderShell('/nulle-part', { apiBase: TEST_API_BASE, registry: testRegistry(['mfe-content']) });
    expect(screen.getByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByText("Nous ne trouvons pas la page que vous cherchez. Code d'erreur : 404")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Oups ! | Escapade');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('shows its own 404 page when the content remote cannot be loaded, in usted for Spanish visitors', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('mfe-content is down'));
    renderShell('/ninguna-parte', { apiBase: TEST_API_BASE, locale: 'es_ES', language: 'es', pointOfSale: 'ES' });
    expect(await screen.findByText('No encontramos la página que busca. Código de error: 404')).toBeInTheDocument();
  });

  it('serves the Belgian sites under their language prefix', async () => {
    renderShell('/nl/zoeken', { apiBase: TEST_API_BASE, locale: 'nl_BE', language: 'nl', pointOfSale: 'BE' });
    expect(screen.getByRole('link', { name: 'Escapade, startpagina' })).toHaveAttribute('href', '/nl/');
    expect(await screen.findByRole('heading', { name: 'Page: search' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_search/app');
  });

  it('shows the panel with a reload when the registry could not be read', () => {
    renderShell('/recherche', {
      apiBase: TEST_API_BASE,
      registry: { generatedAt: '', remotes: {} },
      registryLoaded: false,
    });
    expect(screen.getByText('Cette partie de la page est indisponible pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
