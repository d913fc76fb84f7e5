/**
 * jsdom has no `matchMedia`, so an app's media queries all answer "no". These make them answer as
 * a screen of a given width would, for the min-width and max-width queries apps use.
 */

/** A phone in portrait. */
export const PHONE_WIDTH = 375;
/** A desktop screen. */
export const DESKTOP_WIDTH = 1280;

function matches(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** Media queries answer as on a screen `width` px wide; returns the function that puts jsdom back. */
export function emulateViewport(width: number): () => void {
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList) as typeof window.matchMedia;
  return () => {
    if (had) window.matchMedia = original;
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

/**
 * A window `height` px tall whose scrolling is recorded, for code that scrolls the page to make
 * room: call in a describe block; the returned `scrollBy` mock is cleared before each test, and
 * the height and every spy are put back after it.
 */
export function fakeWindowScrolling(height: number): { scrollBy: jest.Mock } {
  const scrollBy = jest.fn();
  const innerHeight = window.innerHeight;
  beforeEach(() => {
    scrollBy.mockClear();
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
    jest.restoreAllMocks();
  });
  return { scrollBy };
}
