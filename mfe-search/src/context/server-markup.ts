import { createContext, useContext } from 'react';

/**
 * True in the server's render only. That markup is shown before this remote's code has come, and
 * the shell's first script may fill parts of it meanwhile (the first results' photos); the
 * browser's own render draws afresh over it, so what it marks for that script is never React's.
 */
export const ServerMarkupContext = createContext(false);

export function useIsServerMarkup(): boolean {
  return useContext(ServerMarkupContext);
}
