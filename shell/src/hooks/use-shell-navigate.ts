import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { useShellEnvironment } from '../context/shell-environment';
import { openDeferredHydration } from '../utils/deferred-hydration-gate';
import { hrefFor } from '../utils/route-table';

/**
 * `navigate(target)` for remotes and the frame: client-side moves inside the shop, hash-only
 * changes included. Its identity never changes, so remotes may keep it.
 */
export function useShellNavigate(): RemoteProps['navigate'] {
  const routerNavigate = useNavigate();
  const { locale } = useShellEnvironment();
  const latest = useRef(routerNavigate);
  useLayoutEffect(() => {
    latest.current = routerNavigate;
  });
  return useCallback<RemoteProps['navigate']>(
    (target, options) => {
      // A navigation re-renders the frame: parts still waiting to hydrate must hydrate first.
      openDeferredHydration();
      void latest.current(hrefFor(locale, target), { replace: options?.replace ?? false });
    },
    [locale],
  );
}
