/** Test support: a piece of the frame inside the shell's contexts and a memory router. */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ShellEnvironmentContext, type ShellEnvironment } from '../context/shell-environment';
import { createI18n } from '../i18n/create-i18n';
import { TRANSLATIONS } from '../i18n/all-texts';
import { routeTableRoutes } from '../utils/route-table-routes';
import { testEnvironment } from './test-environment';

interface RenderInShellOptions extends Partial<ShellEnvironment> {
  path?: string;
  /** The history before the page, the page last. */
  paths?: string[];
  strictMode?: boolean;
}

/**
 * `ui` as the frame around the shell's routes (which render nothing here), so it sees the page
 * the router matched at `path`. `navigate(to)` moves the router as a visitor would.
 */
export function renderInShell(
  ui: ReactNode,
  { path = '/', paths, strictMode = false, ...overrides }: RenderInShellOptions = {},
) {
  // Node's Request needs absolute URLs: the api is given a host of its own.
  const environment = testEnvironment({ apiBase: 'http://api.test', ...overrides });
  const entries = paths ?? [path];
  const router = createMemoryRouter(
    [{ element: ui, children: routeTableRoutes(environment.locale, { page: () => null, notFound: null }) }],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const queryClient = createQueryClient();
  const view = render(
    <ShellEnvironmentContext.Provider value={environment}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n(environment.language, TRANSLATIONS)}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </ShellEnvironmentContext.Provider>,
    { reactStrictMode: strictMode },
  );
  return {
    ...view,
    environment,
    router,
    location: () => router.state.location,
    navigate: (to: string) => act(() => void router.navigate(to)),
  };
}

/** jsdom cannot load other documents: links leaving the page are stopped after React handled the click. */
export function stopDocumentNavigation(): () => void {
  const stop = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
