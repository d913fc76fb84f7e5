import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/create-i18n';
import { BelgianSplashPage } from './belgian-splash-page';

describe('Belgian splash page', () => {
  it('offers Dutch and French, each in its own language', () => {
    render(
      <I18nextProvider i18n={createI18n('nl')}>
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
});
