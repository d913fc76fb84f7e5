import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@escapade/shared-contracts/locales';
import { createI18n } from '../i18n/create-i18n';
import { TRANSLATIONS } from '../i18n/all-texts';

/** One banner component with the shell's texts and a router, without the rest of the frame. */
export function renderWithFrame(element: ReactElement, language: Language = 'fr') {
  return render(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n(language, TRANSLATIONS)}>{element}</I18nextProvider>
    </MemoryRouter>,
  );
}
