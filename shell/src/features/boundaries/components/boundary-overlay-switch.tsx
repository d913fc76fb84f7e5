import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';

/** The overlay's code is downloaded only when a team asks for it: no page carries it otherwise. */
const BoundaryOverlay = lazyWithPreload(() =>
  import(/* webpackChunkName: "boundary-overlay" */ './boundary-overlay').then((module) => module.BoundaryOverlay),
);

/** `?boundaries=1` in the address shows the overlay. */
export const BOUNDARIES_PARAMETER = 'boundaries';

/** Alt+Shift+B shows or hides it, on any page. */
function isOverlayShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyB';
}

/**
 * Shows the boundary overlay when the address asks for it (`?boundaries=1`) or on Alt+Shift+B.
 * Only in the browser, once the page has been taken over: the server's pages never hold it.
 */
export function BoundaryOverlaySwitch() {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get(BOUNDARIES_PARAMETER) === '1';
  // What the shortcut or the Hide button chose last; until then the address decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = useIsHydrated() && (chosen ?? asked);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOverlayShortcut(event)) return;
      event.preventDefault();
      setChosen((current) => !(current ?? asked));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [asked]);

  return shown ? (
    <LazyOverlay source="boundary-overlay">
      <BoundaryOverlay.Component onClose={() => setChosen(false)} />
    </LazyOverlay>
  ) : null;
}
