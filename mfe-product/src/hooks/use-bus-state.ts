import { useCallback, useSyncExternalStore } from 'react';
import type { EscapadeEvents, EventName } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../context/remote-props';

/**
 * A value read from the last payload of a state event on the page's bus (the shell's wishlist, its
 * recently viewed products), followed as the shell announces new ones. The server, and the browser
 * until the page is hydrated, have heard nothing: `select` gets undefined then. `select` must
 * return the same value for the same payload (a primitive, or a part of the payload).
 */
export function useBusState<Name extends EventName, Value>(
  name: Name,
  select: (payload: EscapadeEvents[Name] | undefined) => Value,
): Value {
  const { bus } = useRemoteProps();
  const subscribe = useCallback((onChange: () => void) => bus.on(name, () => onChange()), [bus, name]);
  return useSyncExternalStore(
    subscribe,
    () => select(bus.last(name)),
    () => select(undefined),
  );
}
