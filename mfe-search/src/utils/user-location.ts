/** The visitor's position from the browser (navigator.geolocation), as a promise. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** How long the browser may look for the position before the request gives up. */
export const USER_LOCATION_TIMEOUT_MS = 10_000;
/** Coordinates are rounded to about 10 m: enough for a search, less revealing in URLs. */
const COORDINATE_DECIMALS = 4;

export type UserLocationError = 'unsupported' | 'denied' | 'unavailable';

export class UserLocationFailure extends Error {
  constructor(readonly reason: UserLocationError) {
    super(`user location ${reason}`);
  }
}

function rounded(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

export function getUserLocation(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) return reject(new UserLocationFailure('unsupported'));
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: rounded(position.coords.latitude), lng: rounded(position.coords.longitude) }),
      (error) => reject(new UserLocationFailure(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { timeout: USER_LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}
