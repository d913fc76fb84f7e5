import { useSyncExternalStore } from 'react';
import type { CalendarDevice } from '../utils/calendar-rules';

/** The page's desktop layout starts here: two months side by side from this width. */
const DESKTOP_QUERY = '(min-width: 960px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(DESKTOP_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// A browser without matchMedia gets the desktop layout, as a server render does.
const deviceInBrowser = (): CalendarDevice =>
  (window.matchMedia?.(DESKTOP_QUERY).matches ?? true) ? 'desktop' : 'phone';
const deviceOnServer = (): CalendarDevice => 'desktop';

/** Phone or desktop, from the screen's width, following a rotation or a resized window. */
export function useCalendarDevice(): CalendarDevice {
  return useSyncExternalStore(subscribe, deviceInBrowser, deviceOnServer);
}
