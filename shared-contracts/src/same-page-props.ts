import type { RemoteProps } from './lifecycle';

/**
 * Whether two sets of a remote's props show the shopper the same page: same route, locale, flags
 * and api. The shell mounts a remote with the props the server rendered with, then hands over its
 * own, equal in every value but new objects; a remote keeps the first (its `useSteadyRemoteProps`)
 * so that parts of the page still waiting for the shopper before hydrating are not woken by a
 * context that only looks new.
 *
 * The server's state is left out: it only seeds the query cache at mount, and the shell's later
 * updates do not carry it again. The actions (`navigate`, `hrefFor`) are left out too: the shell
 * keeps `navigate` for a locale and `hrefFor` depends on the locale alone.
 */
export function showsSamePage(before: RemoteProps, after: RemoteProps): boolean {
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
