import { createContext, useContext } from 'react';
import type { KyInstance } from 'ky';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';

/** The shell's props for this mount, available to every component of the remote. */
export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps outside the remote root');
  return props;
}

/** The api client of this mount, made once from the shell's `apiBase` (see app-root). */
export const ApiClientContext = createContext<KyInstance | null>(null);

export function useApiClient(): KyInstance {
  const api = useContext(ApiClientContext);
  if (!api) throw new Error('useApiClient outside the remote root');
  return api;
}
