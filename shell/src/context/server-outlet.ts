import { createContext } from 'react';
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import type { CurrentRoute, RemoteName } from '@escapade/shared-contracts/routes';

/**
 * The route's remote as the server rendered it into the page: its markup, the query cache it
 * filled, and the route and flags it rendered for. The outlet of that remote starts from this
 * markup (hydrated, not drawn again); any other outlet, or a later visit, loads as usual.
 */
export interface ServerOutlet {
  remote: RemoteName;
  html: string;
  serverState: unknown;
  route: CurrentRoute;
  flags: Flags;
  /** False: the remote draws afresh over the markup, with the page's own props (no server props to match). */
  hydrate: boolean;
  /** How long the remote's server render took, in ms (reported with its load figures). */
  renderMs?: number;
}

/**
 * The server's outlet as the page holds it, for one use: once an outlet has mounted from it, a
 * later mount of the same remote (the visitor came back to it) starts afresh.
 */
export interface ServerOutletSource {
  outlet: ServerOutlet;
  isUsed(): boolean;
  markUsed(): void;
}

export function serverOutletSource(outlet: ServerOutlet): ServerOutletSource {
  let used = false;
  return {
    outlet,
    isUsed: () => used,
    markUsed: () => {
      used = true;
    },
  };
}

export const ServerOutletContext = createContext<ServerOutletSource | null>(null);
