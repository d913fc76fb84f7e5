import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnDemandComponent<Props extends object> {
  /** Suspends until the code has arrived: render it inside <OnDemand>. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /**
   * Spread on the button that opens it: the pointer over it, the focus on it or a finger pressing
   * it starts the download, and a press opens it. No DialogTrigger: that would bring react-aria's
   * overlay code into the page's first download; the part's Modal or Popover follows the open state
   * and gives the focus back to the button.
   */
  overlayOpenerProps(isOpen: boolean, open: () => void): OverlayOpenerProps;
  /** Starts the download ahead of need, e.g. when the pointer comes over the button that will show it. */
  prefetch(): void;
}

export interface OverlayOpenerProps {
  onHoverStart(): void;
  onFocus(): void;
  onPressStart(): void;
  onPress(): void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
}

/**
 * A part of the stay page that most shoppers never open (the calendar, the full gallery): its code
 * is left out of the page's first download and fetched when it is about to be shown.
 */
export function onDemandComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): OnDemandComponent<Props> {
  const prefetch = () => {
    // The bundler fetches a file once however often it is asked. An early download that fails is
    // tried again by the render that needs it, and reported there.
    load().catch(() => undefined);
  };
  return {
    Component: lazy(async () => ({ default: await load() })),
    prefetch,
    overlayOpenerProps: (isOpen, open) => ({
      onHoverStart: prefetch,
      onFocus: prefetch,
      onPressStart: prefetch,
      onPress: open,
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
    }),
  };
}
