/**
 * The props every remote's `./app` (and every widget) receives from the shell, through single-spa
 * parcel lifecycles. Remotes build every link with `hrefFor` and move with `navigate`: the shell
 * alone knows the URL scheme.
 */
import type { EventBus } from './event-bus';
import type { Language, Locale, PointOfSaleId } from './locales';
import type { CurrentRoute, Flow, RouteTarget } from './routes';
import type { WidgetHandle, WidgetId, WidgetPropsById } from './widgets';

/** Toggles and experiment variations, per locale, from the api's flags endpoint. */
export interface Flags {
  customerAccount: boolean;
  boxes: boolean;
  activityOnly: boolean;
  activitySearch: boolean;
  physicalVoucher: boolean;
  autoDiscountCode: boolean;
  calendarShortcuts: boolean;
  datesVariation: 'none' | 'forced' | 'suggested';
  productCardVariation: 'default' | 'compact';
  reducedThematics: boolean;
  boxesBlock: boolean;
}

export const DEFAULT_FLAGS: Flags = {
  customerAccount: false,
  boxes: true,
  activityOnly: true,
  activitySearch: true,
  physicalVoucher: true,
  autoDiscountCode: false,
  calendarShortcuts: false,
  datesVariation: 'none',
  productCardVariation: 'default',
  reducedThematics: false,
  boxesBlock: true,
};

export interface RemoteProps {
  locale: Locale;
  language: Language;
  pointOfSale: PointOfSaleId;
  flow: Flow;
  careMode: boolean;
  flags: Flags;
  route: CurrentRoute;
  /** Base URL of the api, '' when it is served from the page's own origin. */
  apiBase: string;
  hrefFor(target: RouteTarget): string;
  navigate(target: RouteTarget, options?: { replace?: boolean }): void;
  bus: EventBus;
  mountWidget<W extends WidgetId>(element: HTMLElement, id: W, props: WidgetPropsById[W]): Promise<WidgetHandle>;
  reportError(error: unknown, source: string): void;
}

/** Props a widget receives: the remote props of its host page plus its own. */
export type WidgetProps<W extends WidgetId> = RemoteProps & WidgetPropsById[W];

/** The version of this contract; remotes declare the range they were built for. */
export const CONTRACT_VERSION = '1.0.0';

/** True when `version` satisfies a caret range like '^1.2.0' (same major, not older). */
export function satisfiesContract(range: string, version: string = CONTRACT_VERSION): boolean {
  const match = /^\^?(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  const current = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match || !current) return false;
  const [want, have] = [match.slice(1).map(Number), current.slice(1).map(Number)];
  if (want[0] !== have[0]) return false;
  if (have[1]! !== want[1]!) return have[1]! > want[1]!;
  return have[2]! >= want[2]!;
}
