/** Widgets a remote lends to others through the shell's `mountWidget`. */
import type { Flow } from './routes';

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
export const WIDGET_MODULES: Readonly<Record<WidgetId, { remote: 'mfe-search'; expose: string }>> = {
  'mfe-search/SearchBox': { remote: 'mfe-search', expose: './SearchBox' },
};

export interface WidgetHandle {
  update(props: Partial<WidgetPropsById[WidgetId]>): Promise<void>;
  unmount(): Promise<void>;
}
