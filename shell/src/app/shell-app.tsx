import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { ShellEnvironmentContext, type ShellEnvironment } from '../context/shell-environment';

interface ShellAppProps {
  environment: ShellEnvironment;
  i18n: i18n;
  /**
   * The router around `ShellRoutes`: the browser's in the page, the request's on the server, a
   * memory one in tests.
   */
  routing: ReactNode;
  /** A query cache filled beforehand (a server render): the frame shows its content without asking again. */
  queryClient?: QueryClient;
}

/**
 * The frame and its routes, with what every part of the shell reads: the environment (and its api
 * client), the query cache of the frame's content, and the texts.
 */
export function ShellApp({ environment, i18n, routing, queryClient: filledQueryClient }: ShellAppProps) {
  const [queryClient] = useState(() => filledQueryClient ?? createQueryClient());
  return (
    <ShellEnvironmentContext.Provider value={environment}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{routing}</I18nextProvider>
      </QueryClientProvider>
    </ShellEnvironmentContext.Provider>
  );
}
