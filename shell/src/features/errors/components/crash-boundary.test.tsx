import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/create-i18n';
import { TRANSLATIONS } from '../../../i18n/all-texts';
import { CrashBoundary } from './crash-boundary';

function BrokenPage(): never {
  throw new Error('render exploded');
}

describe('crash page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('replaces a crashed page with the holiday message and a way home, and logs the error', () => {
    const reportError = jest.fn();
    render(
      <I18nextProvider i18n={createI18n('es', TRANSLATIONS)}>
        <CrashBoundary homeHref="/" reportError={reportError}>
          <BrokenPage />
        </CrashBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Parece que la página se ha ido de vacaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render exploded' }), 'shell');
    expect(document.title).toBe('Parece que la página se ha ido de vacaciones | Escapade');
  });

  it('renders its children when nothing throws', () => {
    render(
      <I18nextProvider i18n={createI18n('fr', TRANSLATIONS)}>
        <CrashBoundary homeHref="/" reportError={jest.fn()}>
          <p>Tout va bien</p>
        </CrashBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Tout va bien')).toBeInTheDocument();
  });
});
