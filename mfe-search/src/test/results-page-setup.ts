import type { RemotePropsOverrides } from '../../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../../platform/test-kit/render-remote';
import { DESKTOP_WIDTH, emulateViewport } from '../../../platform/test-kit/viewport';
import { AppRoot } from '../app-root';
import { SEARCH_PAGE_ROUTE } from './search-page-props';

/**
 * Each test of the file sees the results page on a desktop screen, its scrolls stubbed (jsdom
 * scrolls nothing). Call it once, at the top of the file.
 */
export function onDesktopWithoutScrolling(): void {
  let restoreViewport = () => {};
  beforeEach(() => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => restoreViewport());
}

/** The results page, at the search page's route with the overrides' parts of it. */
export function renderResultsPage(overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, { ...overrides, route: { ...SEARCH_PAGE_ROUTE, ...overrides.route } });
}
