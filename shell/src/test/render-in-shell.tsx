/** Test support: a piece of the frame inside the shell's contexts and a memory router. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { ShellEnvironmentContext, type ShellEnvironment } from '../context/shell-environment';
import { createI18n } from '../i18n/create-i18n';
import { testEnvironment } from './test-environment';

function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

export function renderInShell(
  ui: ReactNode,
  { path = '/', paths, ...overrides }: Partial<ShellEnvironment> & { path?: string; paths?: string[] } = {},
) {
  // Node's Request needs absolute URLs: the api is given a host of its own.
  const environment = testEnvironment({ apiBase: 'http://api.test', ...overrides });
  let location: Location | undefined;
  const entries = paths ?? [path];
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <ShellEnvironmentContext.Provider value={environment}>
        <I18nextProvider i18n={createI18n(environment.language)}>
          {ui}
          <LocationProbe onLocation={(current) => (location = current)} />
        </I18nextProvider>
      </ShellEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { ...view, environment, location: () => location! };
}

/** jsdom cannot load other documents: links leaving the page are stopped after React handled the click. */
export function stopDocumentNavigation(): () => void {
  const stop = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
