/**
 * How each remote on the page got there: which version, whether it took over the server's markup
 * or drew in the browser, and how long its code took to load and to mount. The boundary overlay
 * shows it to the teams; each figure is also a User Timing measure (`mfe-search load`, `… mount`),
 * so the browser's performance panel shows it too.
 */

/**
 * 'server': the remote took the server's markup over; 'browser': it drew the outlet itself, as
 * meant (a later page, a widget); 'fallback': the page's first remote, which the server should have
 * rendered, came without its markup (the render failed, was too slow, or the edge was busy).
 */
export type OutletRendering = 'server' | 'browser' | 'fallback';

export interface OutletTiming {
  /** The remote, or the widget, as the outlet names it (`mfe-content`, `mfe-search/SearchBox`). */
  name: string;
  /** The remote whose code it runs. */
  remote: string;
  /** The deployed version it runs, when the registry knows it. */
  version: string | null;
  /** Its manifest's address: the browser's resource timings of its files are found under it. */
  manifestUrl: string | null;
  rendering: OutletRendering;
  /** How long the server took to render it, when it did. */
  serverRenderMs: number | null;
  status: 'loading' | 'mounted' | 'failed';
  /** From the outlet's start to its code being ready, then to its mount (or failure), in ms. */
  loadMs: number | null;
  mountMs: number | null;
}

type Listener = () => void;

const timings = new Map<HTMLElement, OutletTiming>();
const listeners = new Set<Listener>();

/** Records (or replaces) what the outlet in `element` did; a remote's later Retry replaces its line. */
export function recordOutletTiming(element: HTMLElement | null, timing: OutletTiming): void {
  if (!element) return;
  timings.set(element, timing);
  for (const listener of listeners) listener();
}

/** A User Timing measure of one step, for the browser's performance panel; never fails the page. */
export function measureOutletStep(name: string, step: 'load' | 'mount', start: number, end: number): void {
  try {
    performance.measure(`${name} ${step}`, { start, end });
  } catch {
    // Older browsers take no options here: the overlay has the figure anyway.
  }
}

/** The outlets still on the page, in page order, each with its element. */
export function outletTimings(): { element: HTMLElement; timing: OutletTiming }[] {
  for (const element of timings.keys()) if (!element.isConnected) timings.delete(element);
  return [...timings]
    .map(([element, timing]) => ({ element, timing }))
    .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Calls `listener` whenever an outlet records a step; returns the unsubscribe. */
export function subscribeToOutletTimings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
