import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ShellEnvironmentContext } from '../../../context/shell-environment';
import { createI18n } from '../../../i18n/create-i18n';
import { TRANSLATIONS } from '../../../i18n/all-texts';
import { testEnvironment } from '../../../test/test-environment';
import { ErrorAlertModal } from './error-alert-modal';
import { reloadPage } from '../utils/reload-page';

jest.mock('../utils/reload-page', () => ({ reloadPage: jest.fn() }));

function renderModal() {
  const environment = testEnvironment({ locale: 'es_ES', language: 'es', pointOfSale: 'ES' });
  render(
    <ShellEnvironmentContext.Provider value={environment}>
      <I18nextProvider i18n={createI18n('es', TRANSLATIONS)}>
        <ErrorAlertModal />
      </I18nextProvider>
    </ShellEnvironmentContext.Provider>,
  );
  return environment;
}

describe('error alert modal', () => {
  beforeEach(() => jest.mocked(reloadPage).mockClear());

  it('stays hidden until a page raises error:alert, then logs it and shows an alert dialog', async () => {
    const environment = renderModal();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => environment.bus.emit('error:alert', { message: 'Checkout failed', source: 'mfe-checkout-entry' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¡Vaya! Algo ha salido mal' });
    expect(dialog).toHaveAccessibleDescription(
      'Esta página ha tenido un problema. Cierra este mensaje para volver a cargarla.',
    );
    expect(environment.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Checkout failed' }),
      'mfe-checkout-entry (alert)',
    );
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toHaveFocus();
  });

  it('reloads the page when it is closed with its button', async () => {
    const environment = renderModal();
    act(() => environment.bus.emit('error:alert', { message: 'x', source: 'mfe-search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver a cargar la página' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads the page when it is closed with Escape', async () => {
    const environment = renderModal();
    act(() => environment.bus.emit('error:alert', { message: 'x', source: 'mfe-search' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
