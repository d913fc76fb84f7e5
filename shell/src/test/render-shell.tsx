import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ShellApp } from '../app/shell-app';
import { shellRoutes } from '../app/shell-routes';
import type { ShellEnvironment } from '../context/shell-environment';
import { ServerOutletContext, type ServerOutletSource } from '../context/server-outlet';
import { createI18n } from '../i18n/create-i18n';
import { TRANSLATIONS } from '../i18n/all-texts';
import { testEnvironment } from './test-environment';

/**
 * The whole frame at `path`, as a visitor would land on it (`queryClient`: a cache a server filled;
 * `serverOutlet`: the remote's markup a server rendered into the page).
 */
export function renderShell(
  path: string,
  overrides: Partial<ShellEnvironment> = {},
  options: { strictMode?: boolean; queryClient?: QueryClient; serverOutlet?: ServerOutletSource } = {},
) {
  const environment = testEnvironment(overrides);
  const router = createMemoryRouter(shellRoutes(environment.locale), { initialEntries: [path] });
  const view = render(
    <ServerOutletContext.Provider value={options.serverOutlet ?? null}>
      <ShellApp
        environment={environment}
        i18n={createI18n(environment.language, TRANSLATIONS)}
        routing={<RouterProvider router={router} />}
        queryClient={options.queryClient}
      />
    </ServerOutletContext.Provider>,
    { reactStrictMode: options.strictMode ?? false },
  );
  return { ...view, environment, router };
}
