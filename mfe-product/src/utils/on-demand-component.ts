import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnDemandComponent<Props extends object> {
  /** Suspends until the code has arrived: render it inside <OnDemand>. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts the download before the first render, e.g. while the pointer is over the button that opens it. */
  prefetch: () => void;
}

/**
 * A part of the stay page that most shoppers never open (the calendar, the full gallery): its code
 * is left out of the page's first download and fetched when it is about to be shown.
 */
export function onDemandComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): OnDemandComponent<Props> {
  return {
    Component: lazy(async () => ({ default: await load() })),
    prefetch() {
      // The bundler fetches a file once however often it is asked. An early download that fails is
      // tried again by the render that needs it, and reported there.
      load().catch(() => undefined);
    },
  };
}
