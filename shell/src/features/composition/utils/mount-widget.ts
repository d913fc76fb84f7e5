/**
 * `props.mountWidget(element, id, widgetProps)`: a remote lends the shell an element and the shell
 * mounts another team's widget in it (WIDGET_MODULES says which remote exposes it). The widget gets
 * the host page's RemoteProps plus its own props. When its remote is switched off or cannot load,
 * the element shows the unavailable panel instead and the promise still resolves.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n } from 'i18next';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';
import { isRemoteEnabled, type Registry } from '@escapade/shared-contracts/registry';
import {
  WIDGET_MODULES,
  type WidgetHandle,
  type WidgetId,
  type WidgetPropsById,
} from '@escapade/shared-contracts/widgets';
import { loadParcelLifecycles, type ParcelLoadOptions } from './load-remote-module';
import { WidgetRoot } from '../components/widget-root';

export interface WidgetMounterOptions {
  locale: Locale;
  registry: Registry;
  i18n: i18n;
  reportError(error: unknown, source: string): void;
}

export interface WidgetMounter {
  mountWidget: RemoteProps['mountWidget'];
  /** Unmounts the widgets their host forgot: called when the host page leaves. */
  unmountAll(): Promise<void>;
  /** The host page's props, kept as they change (the visitor moves); a widget gets them when it renders. */
  setHostProps(props: RemoteProps): void;
}

export function createWidgetMounter(options: WidgetMounterOptions): WidgetMounter {
  const handles = new Set<WidgetHandle>();
  let hostProps: RemoteProps | null = null;

  function mountWidget<W extends WidgetId>(
    element: HTMLElement,
    id: W,
    widgetProps: WidgetPropsById[W],
  ): Promise<WidgetHandle> {
    const { remote, expose } = WIDGET_MODULES[id];
    const entry = options.registry.remotes[remote];
    const enabled = Boolean(entry) && isRemoteEnabled(options.registry, remote, options.locale);
    const load = (loadOptions: ParcelLoadOptions) => loadParcelLifecycles(entry!, expose, loadOptions);
    const root = createRoot(element);
    let ownProps: WidgetPropsById[WidgetId] = widgetProps;
    let mounted = true;

    return new Promise<WidgetHandle>((resolve) => {
      const handle: WidgetHandle = {
        async update(props) {
          if (!mounted) return;
          ownProps = { ...ownProps, ...props };
          render();
        },
        async unmount() {
          if (!mounted) return;
          mounted = false;
          handles.delete(handle);
          // Hosts unmount from effect clean-ups, while React commits: unmount this root right after.
          await Promise.resolve();
          root.unmount();
        },
      };
      const onSettled = () => resolve(handle);
      function render() {
        root.render(
          createElement(WidgetRoot, {
            i18n: options.i18n,
            name: id,
            remote,
            version: entry?.version ?? null,
            manifestUrl: entry?.manifestUrl ?? null,
            enabled,
            load,
            parcelProps: { ...hostProps, ...ownProps },
            reportError: options.reportError,
            onSettled,
          }),
        );
      }
      handles.add(handle);
      render();
    });
  }

  return {
    mountWidget,
    async unmountAll() {
      await Promise.all([...handles].map((handle) => handle.unmount()));
    },
    setHostProps(props) {
      hostProps = props;
    },
  };
}
