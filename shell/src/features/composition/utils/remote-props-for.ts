import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { languageOf } from '@escapade/shared-contracts/locales';
import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';
import type { ShellEnvironment } from '../../../context/shell-environment';
import { flowFromSearch } from '../../../utils/current-route';
import { hrefFor } from '../../../utils/route-table';

/**
 * The props a remote's page gets for a route, in the browser (from the outlet) and on the server
 * (from the page render): the same values both ways, so the server's markup is what the browser
 * would have drawn.
 */
export function remotePropsFor(
  environment: ShellEnvironment,
  route: CurrentRoute,
  actions: Pick<RemoteProps, 'navigate' | 'mountWidget'>,
): RemoteProps {
  const { locale } = environment;
  const { kind, id, search, hash, pathname } = route;
  return {
    locale,
    language: languageOf(locale),
    pointOfSale: environment.pointOfSale,
    flow: flowFromSearch(search),
    careMode: environment.careMode,
    flags: environment.flags,
    route: { kind, ...(id === undefined ? {} : { id }), search, hash, pathname },
    apiBase: environment.apiBase,
    hrefFor: (target: RouteTarget) => hrefFor(locale, target),
    navigate: actions.navigate,
    bus: environment.bus,
    mountWidget: actions.mountWidget,
    reportError: environment.reportError,
  };
}
