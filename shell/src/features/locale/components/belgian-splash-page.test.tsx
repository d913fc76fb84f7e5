import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/create-i18n';
import { TRANSLATIONS } from '../../../i18n/all-texts';
import { stopDocumentNavigation } from '../../../test/render-in-shell';
import { readLastLanguage } from '../../../utils/last-language';
import { BelgianSplashPage } from './belgian-splash-page';

describe('Belgian splash page', () => {
  it('offers Dutch and French, each in its own language', () => {
    render(
      <I18nextProvider i18n={createI18n('nl', TRANSLATIONS)}>
        <BelgianSplashPage />
      </I18nextProvider>,
    );
    const dutch = screen.getByRole('link', { name: 'Nederlands' });
    const french = screen.getByRole('link', { name: 'Français' });
    expect(dutch).toHaveAttribute('href', '/nl/');
    expect(dutch).toHaveAttribute('lang', 'nl-BE');
    expect(dutch).toHaveAccessibleDescription(/Kies je taal/);
    expect(french).toHaveAttribute('href', '/fr/');
    expect(french).toHaveAttribute('lang', 'fr-BE');
    expect(french).toHaveAccessibleDescription(/Choisissez votre langue/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Welkom bij Escapade.*Bienvenue chez Escapade/);
  });

  it('remembers the language chosen, for the next visit', () => {
    document.cookie = 'lastLanguage=; path=/; max-age=0';
    const allowNavigation = stopDocumentNavigation();
    render(
      <I18nextProvider i18n={createI18n('nl', TRANSLATIONS)}>
        <BelgianSplashPage />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(readLastLanguage()).toBe('fr');
    fireEvent.click(screen.getByRole('link', { name: 'Nederlands' }));
    expect(readLastLanguage()).toBe('nl');
    allowNavigation();
    document.cookie = 'lastLanguage=; path=/; max-age=0';
  });

  describe('with a lastLanguage cookie', () => {
    afterEach(() => {
      document.cookie = 'lastLanguage=; path=/; max-age=0';
    });

    it('offers the last language first, marked, and still offers the other', () => {
      document.cookie = 'lastLanguage=fr; path=/';
      render(
        <I18nextProvider i18n={createI18n('nl', TRANSLATIONS)}>
          <BelgianSplashPage />
        </I18nextProvider>,
      );
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fr/', '/nl/']);
      expect(links[0]).toHaveAccessibleDescription(/^Votre dernier choix .*Choisissez votre langue/);
      expect(links[1]).toHaveAccessibleDescription(/Kies je taal/);
      expect(screen.getByText('Votre dernier choix').closest('a')).toHaveAttribute('lang', 'fr-BE');
    });
  });
});
