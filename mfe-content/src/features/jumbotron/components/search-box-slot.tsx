import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import type { WidgetHandle } from '@escapade/shared-contracts/widgets';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './jumbotron.module.css';

export const SEARCH_BOX_WIDGET_ID = 'mfe-search/SearchBox';

/**
 * The place where the shell mounts mfe-search's SearchBox. Mounted once per slot and told about
 * flow changes, so a switch between stays and gifts keeps what the visitor typed.
 */
export function SearchBoxSlot({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { mountWidget, reportError } = useRemoteProps();
  const elementRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<WidgetHandle | null>(null);
  // The flow the mounted widget shows, and the one it should show (changes may come before the mount ends).
  const mountedFlowRef = useRef<Flow>(flow);
  const wantedFlowRef = useRef<Flow>(flow);
  // The shell may pass new functions on every update: the widget must not remount for that.
  const mountWidgetRef = useRef(mountWidget);
  const reportErrorRef = useRef(reportError);
  // Declared before the mounting effect, so it runs first and the mount uses the current functions.
  useEffect(() => {
    mountWidgetRef.current = mountWidget;
    reportErrorRef.current = reportError;
  });

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    let cancelled = false;
    const initialFlow = wantedFlowRef.current;
    mountedFlowRef.current = initialFlow;
    mountWidgetRef.current(element, SEARCH_BOX_WIDGET_ID, { flow: initialFlow, variant: 'jumbotron' }).then(
      (handle) => {
        if (cancelled) {
          void handle.unmount();
          return;
        }
        handleRef.current = handle;
        if (wantedFlowRef.current !== mountedFlowRef.current) {
          mountedFlowRef.current = wantedFlowRef.current;
          void handle.update({ flow: wantedFlowRef.current });
        }
      },
      // A search box that cannot load is reported; the rest of the home page stays usable.
      (error: unknown) => reportErrorRef.current(error, 'mfe-content/search-box'),
    );
    return () => {
      cancelled = true;
      const handle = handleRef.current;
      handleRef.current = null;
      if (handle) void handle.unmount();
    };
  }, []);

  useEffect(() => {
    wantedFlowRef.current = flow;
    const handle = handleRef.current;
    if (!handle || mountedFlowRef.current === flow) return;
    mountedFlowRef.current = flow;
    handle.update({ flow }).catch((error: unknown) => reportErrorRef.current(error, 'mfe-content/search-box'));
  }, [flow]);

  return <div ref={elementRef} className={styles.searchBox} aria-label={t('jumbotron.searchLabel')} role="group" />;
}
