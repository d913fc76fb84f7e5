import { createContext, useContext } from 'react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';

/** The shell's props for this mount, available to every component of the remote. */
export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps outside the remote root');
  return props;
}
