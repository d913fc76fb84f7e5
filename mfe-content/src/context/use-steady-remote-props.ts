import { useState } from 'react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';

/**
 * Whether two sets of props show the shopper the same page: same route, locale, flags and api.
 * The server's state is left out: it only seeds the query cache at mount, and the shell's later
 * updates do not carry it again.
 */
function sameView(before: RemoteProps, after: RemoteProps): boolean {
  return (
    before.locale === after.locale &&
    before.language === after.language &&
    before.pointOfSale === after.pointOfSale &&
    before.flow === after.flow &&
    before.careMode === after.careMode &&
    before.apiBase === after.apiBase &&
    before.bus === after.bus &&
    before.route.kind === after.route.kind &&
    before.route.id === after.route.id &&
    before.route.search === after.route.search &&
    before.route.hash === after.route.hash &&
    before.route.pathname === after.route.pathname &&
    // The shell may send flags with the same values in a new object.
    JSON.stringify(before.flags) === JSON.stringify(after.flags)
  );
}

/**
 * The remote props as the remote's components see them: a new object only when they show a
 * different page. The shell mounts a remote with the props the server rendered with, then hands
 * over its own, equal in every value but new objects; a new context value would make React hydrate
 * every section of the page that waits for the shopper (HydrateOnApproach) right after load.
 * The actions of props that show the same page do the same (the shell keeps `navigate` for a locale
 * and `hrefFor` depends on the locale alone), so the first of equal props is kept whole.
 */
export function useSteadyRemoteProps(props: RemoteProps): RemoteProps {
  const [steady, setSteady] = useState(props);
  if (steady !== props && !sameView(steady, props)) {
    setSteady(props);
    return props;
  }
  return steady;
}
