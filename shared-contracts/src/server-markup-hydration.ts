/**
 * Whether a remote is hydrating the markup the server sent for its page. Parts of the page that
 * wait for the shopper before hydrating (hydrate-on-approach) only wait during that first
 * hydration: a page drawn in the browser (a new route, a retry) has no server markup to keep, so
 * it draws everything at once.
 *
 * A module flag rather than a context: a context that changed after the first hydration would
 * reach every section still waiting and make React hydrate them all at once. Each remote bundles
 * its own copy of this module, so one remote's hydration never reads another's flag.
 */
let hydratingServerMarkup = false;

/** Called by the mount that hydrates the server's markup, before React renders. */
export function startServerMarkupHydration(): void {
  hydratingServerMarkup = true;
}

/** Called once the page's first hydration has committed (a remote's root does it in an effect after its page). */
export function endServerMarkupHydration(): void {
  hydratingServerMarkup = false;
}

export function isHydratingServerMarkup(): boolean {
  return hydratingServerMarkup;
}
