import { useEffect, useEffectEvent } from 'react';
import { useRemoteProps } from '../../../context/remote-props';

/**
 * Calls `onChange` each time the shell announces other wishlist ids than before
 * (`wishlist:changed`); the ids it already held when the page opened are not a change.
 */
export function useWishlistChanges(onChange: (ids: string[]) => void): void {
  const { bus } = useRemoteProps();
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    let known: string | undefined;
    const stop = bus.on('wishlist:changed', ({ ids }) => {
      const key = JSON.stringify(ids);
      if (known !== undefined && key !== known) changed(ids);
      known = key;
    });
    known ??= JSON.stringify(bus.last('wishlist:changed')?.ids ?? []);
    return stop;
  }, [bus]);
}
