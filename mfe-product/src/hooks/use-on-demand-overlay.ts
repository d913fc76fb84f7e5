import { useState } from 'react';

export interface OnDemandOverlayState {
  isOpen: boolean;
  /**
   * True from the first opening on: the overlay's code stays rendered (closed) afterwards, so it
   * closes with its own exit and focus handling instead of vanishing with its button's state.
   */
  wasOpened: boolean;
  open(): void;
  setOpen(isOpen: boolean): void;
}

/** Open state of an overlay whose code is downloaded the first time it opens (onDemandComponent). */
export function useOnDemandOverlay(): OnDemandOverlayState {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return {
    isOpen,
    wasOpened,
    open: () => {
      setWasOpened(true);
      setOpen(true);
    },
    setOpen,
  };
}
