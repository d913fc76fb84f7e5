import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getUserLocation,
  UserLocationFailure,
  type LatLng,
  type UserLocationError,
} from '../../../utils/user-location';

export type LocatingState =
  { status: 'idle' } | { status: 'locating' } | { status: 'failed'; reason: UserLocationError };

const IDLE: LocatingState = { status: 'idle' };

/**
 * Asks the browser for the visitor's position (its permission prompt the first time): the state
 * says while it looks and, when it gives none, why. An answer arriving after the component has
 * gone is dropped.
 */
export function useUserLocationRequest() {
  const [locating, setLocating] = useState<LocatingState>(IDLE);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const locate = useCallback((onFound: (position: LatLng) => void) => {
    setLocating({ status: 'locating' });
    getUserLocation().then(
      (position) => {
        if (!alive.current) return;
        setLocating(IDLE);
        onFound(position);
      },
      (error: unknown) => {
        if (!alive.current) return;
        setLocating({ status: 'failed', reason: error instanceof UserLocationFailure ? error.reason : 'unavailable' });
      },
    );
  }, []);

  const reset = useCallback(() => setLocating(IDLE), []);

  return { locating, locate, reset };
}
