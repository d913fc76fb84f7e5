/**
 * What the federation runtime plugin returns (errorLoadRemote, lifecycle 'onLoad') instead of a
 * module that could not be loaded. A marker field says so, and it is recognised by its shape
 * whichever copy of this file created it; loaders turn it into an error and the outlet shows the
 * unavailable panel.
 */
// No schema library here: this file is part of the federation runtime plugin, which ships in the
// shell's first script, where every kilobyte delays the page.
const UNAVAILABLE_MARKER = 'escapade.remote-unavailable';

export interface UnavailableModule {
  [UNAVAILABLE_MARKER]: true;
  id: string;
  error: unknown;
}

export function createUnavailableModule(id: string, error: unknown): UnavailableModule {
  return { [UNAVAILABLE_MARKER]: true, id, error };
}

/** The marker the plugin returned, or null for anything else (a real module). */
export function asUnavailableModule(value: unknown): UnavailableModule | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Record<string, unknown>>;
  if (candidate[UNAVAILABLE_MARKER] !== true || typeof candidate.id !== 'string') return null;
  return { [UNAVAILABLE_MARKER]: true, id: candidate.id, error: candidate.error };
}
