import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** What the booking lookup does with the booking it finds: show it, or show it as a printable invoice. */
export const LOOKUP_ACTIONS = ['lookup', 'invoice'] as const;
export type LookupAction = (typeof LOOKUP_ACTIONS)[number];

/** The hash parameter that preselects the action (`#r=invoice`). */
export const LOOKUP_ACTION_PARAM = 'r';

export const DEFAULT_LOOKUP_ACTION: LookupAction = 'lookup';

/** The booking lookup with an action preselected (the contact page's quick actions link there). */
export function bookingLookupTarget(action: LookupAction): RouteTarget {
  return { kind: 'bookingLookup', hash: new URLSearchParams({ [LOOKUP_ACTION_PARAM]: action }).toString() };
}

/** The action a location hash asks for; anything else, or nothing, is the plain lookup. */
export function lookupActionOfHash(hash: string): LookupAction {
  const asked = new URLSearchParams(hash.replace(/^#/, '')).get(LOOKUP_ACTION_PARAM);
  return LOOKUP_ACTIONS.find((action) => action === asked) ?? DEFAULT_LOOKUP_ACTION;
}
