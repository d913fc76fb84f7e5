import { useState } from 'react';

/**
 * True from the first time `isOpen` is true on: a drawer or dialog is rendered (and its code
 * downloaded) only once it has been opened, then kept so it can close with its animation and
 * open again at once. `forget` goes back to never opened (its download failed).
 */
export function useOpenedOnce(isOpen: boolean): { opened: boolean; forget(): void } {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return { opened: opened || isOpen, forget: () => setOpened(false) };
}
