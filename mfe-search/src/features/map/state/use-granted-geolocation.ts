import { useEffect, useState } from 'react';
import type { LatLng } from '../utils/map-constants';

/** How long a known browser position stays good enough to centre a map (ms). */
const POSITION_MAX_AGE_MS = 10 * 60 * 1000;
const POSITION_TIMEOUT_MS = 5000;

/**
 * The browser's position, only when the visitor already allowed it: the map never asks (a prompt
 * on opening a map would be a surprise). Null while unknown, refused or unsupported.
 */
export function useGrantedGeolocation(enabled: boolean): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return;
    let active = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!active || status.state !== 'granted') return;
        navigator.geolocation.getCurrentPosition(
          (found) => {
            if (active) setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
          },
          () => {},
          { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
        );
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [enabled]);
  return position;
}
