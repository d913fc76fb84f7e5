import { useEffect, useState } from 'react';
import type { AppError } from '@escapade/shared-contracts/event-bus';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useShellEnvironment } from '../../../context/shell-environment';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';

/**
 * Not in the page's first download, but fetched as soon as the browser is idle (prefetch): the alert
 * must be able to show when a page has just failed, network troubles included.
 */
const ErrorAlertDialog = lazyWithPreload(() =>
  import(/* webpackChunkName: "error-alert", webpackPrefetch: true */ './error-alert-dialog').then(
    (module) => module.ErrorAlertDialog,
  ),
);

/**
 * The error alert: a page that cannot go on emits `error:alert` on the bus; the
 * shell shows an alert dialog, and closing it — button or Escape — reloads the page.
 */
export function ErrorAlertModal() {
  const { bus, reportError } = useShellEnvironment();
  const [alert, setAlert] = useState<AppError | null>(null);

  useEffect(
    () =>
      bus.on('error:alert', (error) => {
        reportError(new Error(error.message), `${error.source} (alert)`);
        setAlert(error);
      }),
    [bus, reportError],
  );

  if (alert === null) return null;
  return (
    <LazyOverlay source="error-alert">
      <ErrorAlertDialog.Component />
    </LazyOverlay>
  );
}
