import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * For the button that opens a lazy part: the pointer over it, the focus on it or a finger pressing
 * it (a phone hovers nothing before the tap) is a good reason to start the download.
 */
export interface OpenerProps {
  onHoverStart(): void;
  onFocus(): void;
  onPressStart(): void;
}

/**
 * For the button that opens a lazy overlay by itself. react-aria's DialogTrigger would bring the
 * whole overlay stack (focus scope, positioning, modal) into the page's first download; instead the
 * button sets the open state, and the lazy part's Modal or Popover follows it, handing the focus
 * back to the button when it closes.
 */
export interface OverlayOpenerProps extends OpenerProps {
  onPress(): void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
}

/** What a lazy overlay opened by such a button takes: its Modal or Popover follows isOpen. */
export interface LazyOverlayProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** A piece of the page whose code is downloaded when it is first shown, or earlier on a hint. */
export interface LazyPart<Props extends object> {
  /** Render it inside <OnDemand>: the first render downloads its code. */
  Component: ComponentType<Props>;
  /** Starts the download ahead of the first render. */
  preload(): void;
  /** Spread on the button that opens it: the download starts on a hint that it will be pressed. */
  openerProps: OpenerProps;
  /** Spread on the button that opens it when no DialogTrigger wraps them (see OverlayOpenerProps). */
  overlayOpenerProps(isOpen: boolean, open: () => void): OverlayOpenerProps;
}

/** Parts whose download failed: each is given a fresh attempt once the failure has been handled. */
const failedParts = new Set<() => void>();

/**
 * After a failed download was caught and reported (see OnDemand), the next render of each failed
 * part asks the bundler again, which fetches the chunk again. Not earlier: React renders a part
 * once more when its download fails, and that render must end in the error, not in a new attempt.
 */
export function retryFailedDownloads(): void {
  for (const renew of failedParts) renew();
  failedParts.clear();
}

/** Wraps `import()` of a component in React.lazy, with a way to start the download early. */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const freshAttempt = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(() => {
            attempt = freshAttempt();
          });
          throw error;
        },
      ),
    );
  let attempt = freshAttempt();
  const preload = () => {
    // An early download that fails is tried again by the render, which reports it if it fails again.
    load().catch(() => {});
  };
  return {
    Component: (props: Props) => createElement(attempt, props),
    preload,
    openerProps: { onHoverStart: preload, onFocus: preload, onPressStart: preload },
    overlayOpenerProps: (isOpen, open) => ({
      onHoverStart: preload,
      onFocus: preload,
      onPressStart: preload,
      onPress: open,
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
    }),
  };
}
