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
  /** The paid cancellation insurance is offered beside the stay's own cancellation terms. */
  cancellationInsurance: boolean;
  /** Pay later and pay in instalments are offered on product pages (where the locale allows it). */
  instalments: boolean;
  /**
   * The gift boxes' move to the shop's own box pages, as an experiment: a visitor in the `test`
   * variation is reported once per visit (the flag-activation call), so the experiment counts them.
   */
  boxMigration: 'control' | 'test';
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
  cancellationInsurance: true,
  instalments: true,
  boxMigration: 'control',
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
  /**
   * Mounts another team's widget in `element`. Until the widget has drawn, the shell shows a
   * placeholder as tall as the CSS custom property `--escapade-widget-height` the element inherits
   * (120px when none): a host that knows the widget's height sets it, and nothing moves.
   */
  mountWidget<W extends WidgetId>(element: HTMLElement, id: W, props: WidgetPropsById[W]): Promise<WidgetHandle<W>>;
  reportError(error: unknown, source: string): void;
  /**
   * The query cache a server render of this route filled (dehydrated), when the page came from the
   * server: the remote hydrates its markup with it and asks the api for none of it again.
   */
  serverState?: unknown;
  /**
   * The query cache of a server render the browser draws afresh instead of hydrating (its criteria
   * are in the hash, which the server never gets): the remote starts its cache from it, so what the
   * server showed (a stay's photo and name) is there at once, and draws the page with its own props.
   */
  serverData?: unknown;
}

/** Props a widget receives: the remote props of its host page plus its own. */
export type WidgetProps<W extends WidgetId> = RemoteProps & WidgetPropsById[W];

/** The version of this contract; remotes declare the range they were built for. */
export const CONTRACT_VERSION = '1.1.0';

/**
 * True when `version` satisfies a caret range like '^1.2.0': same major, not older. As in semver,
 * below 1.0.0 the left-most non-zero part is the one that must match ('^0.2.0' takes 0.2.x only).
 * A bare version ('1.2.0') is read as a caret range.
 */
export function satisfiesContract(range: string, version: string = CONTRACT_VERSION): boolean {
  const match = /^\^?(\d+)\.(\d+)\.(\d+)$/.exec(String(range ?? '').trim());
  const current = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(version ?? '').trim());
  if (!match || !current) return false;
  const [wantMajor, wantMinor, wantPatch] = match.slice(1).map(Number) as [number, number, number];
  const [haveMajor, haveMinor, havePatch] = current.slice(1).map(Number) as [number, number, number];
  if (haveMajor !== wantMajor) return false;
  if (wantMajor === 0 && haveMinor !== wantMinor) return false;
  if (wantMajor === 0 && wantMinor === 0 && havePatch !== wantPatch) return false;
  if (haveMinor !== wantMinor) return haveMinor > wantMinor;
  return havePatch >= wantPatch;
}
