import { createContext, useContext } from 'react';
import type { KyInstance } from 'ky';

/** The api client of this mount, made once from the shell's `apiBase` (see mount-providers). */
export const ApiClientContext = createContext<KyInstance | null>(null);

export function useApiClient(): KyInstance {
  const api = useContext(ApiClientContext);
  if (!api) throw new Error('useApiClient outside the remote root');
  return api;
}
