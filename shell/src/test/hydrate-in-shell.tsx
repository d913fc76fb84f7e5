import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ShellEnvironmentContext, type ShellEnvironment } from '../context/shell-environment';
import { TRANSLATIONS } from '../i18n/all-texts';
import { createI18n } from '../i18n/create-i18n';

/**
 * `ui` as the server draws it at `url` (a server never sees the hash), then taken over by the
 * browser at the whole `url`, in the shell's environment, texts and router. What the browser
 * draws differently from the server is in `recoverableErrors`. With a `queryClient`, both draw from
 * its cache, as the browser's does from the state the page came with. `beforeHydrating` runs between
 * the two, as the shell's start-up does its own work there (closing the deferred-hydration gate).
 */
export async function hydrateInShell(
  ui: ReactNode,
  url: string,
  environment: ShellEnvironment,
  { queryClient, beforeHydrating }: { queryClient?: QueryClient; beforeHydrating?: () => void } = {},
) {
  const withCache = (children: ReactNode) =>
    queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children;
  const page = (entry: string) => (
    <ShellEnvironmentContext.Provider value={environment}>
      {withCache(
        <I18nextProvider i18n={createI18n(environment.language, TRANSLATIONS)}>
          <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
        </I18nextProvider>,
      )}
    </ShellEnvironmentContext.Provider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(url.replace(/#.*/, '')));
  beforeHydrating?.();
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
