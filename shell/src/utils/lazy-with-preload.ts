import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyWithPreload<Props extends object> {
  /** Renders the component once its code has arrived (inside a Suspense boundary). */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts the download ahead of the first render, e.g. when the pointer is over the opening button. */
  preload(): void;
  /**
   * For the button that opens it: the download starts when the pointer comes over it, when it gets
   * the focus, or when a finger touches it (a phone has no pointer over anything before the tap).
   */
  triggerProps: { onHoverStart(): void; onFocus(): void; onPressStart(): void };
}

/**
 * A component left out of the page's first download: its code is fetched the first time it renders,
 * or earlier through `preload`. The bundler fetches a module once, however often it is asked for.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyWithPreload<Props> {
  const preload = () => {
    // A failed early download is tried again when the component renders, and reported then.
    load().catch(() => {});
  };
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload,
    triggerProps: { onHoverStart: preload, onFocus: preload, onPressStart: preload },
  };
}
