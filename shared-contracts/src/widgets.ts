/** Widgets a remote lends to others through the shell's `mountWidget`. */
import type { Flow, RemoteName } from './routes';

export interface SearchBoxWidgetProps {
  /** Flow the search box searches in. */
  flow: Flow;
  /** Criteria to prefill, as a location hash without '#'. */
  initialHash?: string;
  /** Compact layout for narrow places (404 page, mobile summary). */
  variant?: 'jumbotron' | 'compact';
}

export interface WidgetPropsById {
  'mfe-search/SearchBox': SearchBoxWidgetProps;
}

export type WidgetId = keyof WidgetPropsById;

/** Widget id → remote package and exposed module. */
export const WIDGET_MODULES: Readonly<Record<WidgetId, { remote: RemoteName; expose: string }>> = {
  'mfe-search/SearchBox': { remote: 'mfe-search', expose: './SearchBox' },
};

/** A mounted widget; `W` ties update() to that widget's own props. */
export interface WidgetHandle<W extends WidgetId = WidgetId> {
  update(props: Partial<WidgetPropsById[W]>): Promise<void>;
  unmount(): Promise<void>;
}
