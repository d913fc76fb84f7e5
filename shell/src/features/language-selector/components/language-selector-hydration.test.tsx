import { screen } from '@testing-library/react';
import { hydrateInShell } from '../../../test/hydrate-in-shell';
import { testEnvironment } from '../../../test/test-environment';
import { LanguageSelector } from './language-selector';

/** The selector as the server drew it, then taken over by the browser at `url`. */
const hydrateAt = (url: string) => hydrateInShell(<LanguageSelector />, url, testEnvironment({ locale: 'fr_BE' }));

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
