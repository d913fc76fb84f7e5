import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ShellEnvironmentContext, type ShellEnvironment } from '../context/shell-environment';

/** A router made from `shellRoutes`: the browser's in the page, a memory one in tests. */
export type ShellRouter = ReturnType<typeof createBrowserRouter>;

interface ShellAppProps {
  environment: ShellEnvironment;
  i18n: i18n;
  router: ShellRouter;
}

/** The frame and its routes, with what every part of the shell reads: the environment and the texts. */
export function ShellApp({ environment, i18n, router }: ShellAppProps) {
  return (
    <ShellEnvironmentContext.Provider value={environment}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ShellEnvironmentContext.Provider>
  );
}
