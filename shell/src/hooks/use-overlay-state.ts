import { useCallback, useState } from 'react';

export interface OverlayState {
  isOpen: boolean;
  /** Opened at least once: from then on the overlay stays rendered (closed), its code downloaded. */
  wasOpened: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** Open or closed, for a drawer or dialog rendered only once it has been opened. */
export function useOverlayState(): OverlayState {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const onOpenChange = useCallback((open: boolean) => {
    setOpen(open);
    if (open) setWasOpened(true);
  }, []);
  return { isOpen, wasOpened, onOpenChange };
}
