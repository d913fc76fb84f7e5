/** Replaces navigator.geolocation for a test: a position, a refusal, or none at all; returns the restore function. */
export function stubGeolocation(
  answer: { lat: number; lng: number } | 'denied' | 'unavailable' | 'missing',
): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const geolocation =
    answer === 'missing'
      ? undefined
      : {
          getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback) {
            setTimeout(() => {
              if (typeof answer === 'object')
                success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
              else
                failure?.({
                  code: answer === 'denied' ? 1 : 2,
                  PERMISSION_DENIED: 1,
                  POSITION_UNAVAILABLE: 2,
                  TIMEOUT: 3,
                  message: answer,
                } as GeolocationPositionError);
            }, 0);
          },
        };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return () => {
    if (descriptor) Object.defineProperty(navigator, 'geolocation', descriptor);
    else delete (navigator as unknown as Record<string, unknown>).geolocation;
  };
}
