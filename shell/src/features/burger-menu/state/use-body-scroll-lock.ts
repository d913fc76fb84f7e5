import { useEffect } from 'react';

/** Spec shell §2 "Burger menu": the page under an open menu does not scroll; closing gives the scroll back. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
