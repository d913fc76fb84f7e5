/**
 * What the federation runtime plugin returns (errorLoadRemote, lifecycle 'onLoad') instead of a
 * module that could not be loaded. A global symbol marks it, so it is recognised whichever copy of
 * this file created it; loaders turn it into an error and the outlet shows the unavailable panel.
 */
const UNAVAILABLE = Symbol.for('escapade.remote-unavailable');

export interface UnavailableModule {
  readonly [UNAVAILABLE]: true;
  readonly id: string;
  readonly error: unknown;
}

export function createUnavailableModule(id: string, error: unknown): UnavailableModule {
  return { [UNAVAILABLE]: true, id, error };
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && (value as Partial<UnavailableModule>)[UNAVAILABLE] === true;
}
