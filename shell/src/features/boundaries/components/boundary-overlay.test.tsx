import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createFakeRemote } from '../../../test/fake-remote';
import { renderShell } from '../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue(createFakeRemote('Search').lifecycles);
});

const panel = () => screen.queryByRole('region', { name: 'Remotes de cette page' });

describe('the boundary overlay', () => {
  it('is not on the page unless asked', async () => {
    renderShell('/recherche');
    await screen.findByRole('heading', { name: 'Search: search' });
    expect(panel()).not.toBeInTheDocument();
    expect(document.querySelector('[data-boundary]')).toBeNull();
  });

  it('?boundaries=1 outlines each remote and lists its name, version, rendering and timings', async () => {
    renderShell('/recherche?boundaries=1');
    await screen.findByRole('heading', { name: 'Search: search' });
    const list = await screen.findByRole('region', { name: 'Remotes de cette page' });
    const line = await within(list).findByText(
      /^mfe-search · 1\.0\.0 · rendue par le navigateur · code prêt en \d+ ms, montée en \d+ ms$/,
    );
    expect(line).toBeInTheDocument();
    const outlet = document.querySelector('[data-remote="mfe-search"]')!;
    expect(outlet.getAttribute('data-boundary')).toBe(line.textContent);
    expect(within(list).getByRole('button', { name: 'Voir la zone de mfe-search' })).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Masquer' }));
    expect(panel()).not.toBeInTheDocument();
    expect(outlet.hasAttribute('data-boundary')).toBe(false);
  });

  it('Alt+Shift+B shows it and hides it again, from the keyboard', async () => {
    renderShell('/recherche');
    await screen.findByRole('heading', { name: 'Search: search' });
    await userEvent.keyboard('{Alt>}{Shift>}B{/Shift}{/Alt}');
    expect(await screen.findByRole('region', { name: 'Remotes de cette page' })).toBeInTheDocument();
    await act(async () => {
      await userEvent.keyboard('{Alt>}{Shift>}B{/Shift}{/Alt}');
    });
    expect(panel()).not.toBeInTheDocument();
  });
});
