import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useShellNavigate } from '../../../hooks/use-shell-navigate';
import { createWidgetMounter } from '../utils/mount-widget';
import { remotePropsFor } from '../utils/remote-props-for';

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
    () =>
      remotePropsFor(
        environment,
        { kind, ...(id === undefined ? {} : { id }), search, hash, pathname },
        { navigate, mountWidget: widgetMounter.mountWidget },
      ),
    [environment, navigate, widgetMounter, kind, id, search, hash, pathname],
  );
  // Widgets a remote mounts get the host page's props as they are then: before any remote's effect runs.
  useLayoutEffect(() => widgetMounter.setHostProps(props), [widgetMounter, props]);
  return props;
}
