import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ShellEnvironmentContext } from '../../../context/shell-environment';
import { TRANSLATIONS } from '../../../i18n/all-texts';
import { createI18n } from '../../../i18n/create-i18n';
import { testEnvironment } from '../../../test/test-environment';
import { LanguageSelector } from './language-selector';

/** The selector as the server drew it (it never sees the hash), then taken over by the browser at `url`. */
async function hydrateAt(url: string) {
  const environment = testEnvironment({ locale: 'fr_BE' });
  const page = (entry: string) => (
    <ShellEnvironmentContext.Provider value={environment}>
      <I18nextProvider i18n={createI18n(environment.language, TRANSLATIONS)}>
        <MemoryRouter initialEntries={[entry]}>
          <LanguageSelector />
        </MemoryRouter>
      </I18nextProvider>
    </ShellEnvironmentContext.Provider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(url.replace(/#.*/, '')));
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(url), { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return {
    recoverableErrors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('language selector on a page the server drew', () => {
  it('keeps the search criteria and dates of the address hash in the other language', async () => {
    const { recoverableErrors, unmount } = await hydrateAt('/fr/recherche?flow=booking#city=10001&checkin=2030-01-05');
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/nl/zoeken?flow=booking#city=10001&checkin=2030-01-05',
    );
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/recherche?flow=booking#city=10001&checkin=2030-01-05',
    );
    expect(recoverableErrors).toEqual([]);
    unmount();
  });

  it('leads a static page to its own slug in the other language', async () => {
    const { unmount } = await hydrateAt('/fr/page/conditions-generales-de-vente');
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/nl/pagina/algemene-verkoopvoorwaarden',
    );
    unmount();
  });
});
