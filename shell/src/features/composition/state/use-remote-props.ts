import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { languageOf } from '@escapade/shared-contracts/locales';
import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { flowFromSearch } from '../../../utils/current-route';
import { hrefFor } from '../../../utils/route-table';
import { useShellNavigate } from '../../../hooks/use-shell-navigate';
import { createWidgetMounter } from '../utils/mount-widget';

/**
 * The props the shell gives a remote's page for a route. The object only changes when something a
 * remote can see changes (route, flow, locale…), so each change is one parcel update.
 */
export function useRemoteProps(route: CurrentRoute): RemoteProps {
  const environment = useShellEnvironment();
  const { i18n } = useTranslation();
  const navigate = useShellNavigate();
  const { locale, registry, reportError } = environment;

  const widgetMounter = useMemo(
    () => createWidgetMounter({ locale, registry, i18n, reportError }),
    [locale, registry, i18n, reportError],
  );
  useEffect(() => () => void widgetMounter.unmountAll(), [widgetMounter]);

  const { kind, id, search, hash, pathname } = route;
  const props = useMemo<RemoteProps>(
    () => ({
      locale,
      language: languageOf(locale),
      pointOfSale: environment.pointOfSale,
      flow: flowFromSearch(search),
      careMode: environment.careMode,
      flags: environment.flags,
      route: { kind, ...(id === undefined ? {} : { id }), search, hash, pathname },
      apiBase: environment.apiBase,
      hrefFor: (target: RouteTarget) => hrefFor(locale, target),
      navigate,
      bus: environment.bus,
      mountWidget: widgetMounter.mountWidget,
      reportError,
    }),
    [environment, locale, reportError, navigate, widgetMounter, kind, id, search, hash, pathname],
  );
  // Widgets a remote mounts get the host page's props as they are then: before any remote's effect runs.
  useLayoutEffect(() => widgetMounter.setHostProps(props), [widgetMounter, props]);
  return props;
}
