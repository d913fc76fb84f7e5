/** The outlet mfe-search's server markup fills: results pages are drawn by the search remote. */
const SEARCH_OUTLET_SELECTOR = '[data-remote="mfe-search"]';

/**
 * Whether the page may be a results page whose search the shell's first script starts early: its
 * criteria are in the hash and the server drew it with the search remote. The other pages with a
 * hash (a stay's dates, the booking summary's night) do not download the early search's code; a
 * page without server markup leaves the search to the remote, which asks for it itself.
 */
export function earlySearchWanted(location: Pick<Location, 'hash'>, page: Pick<Document, 'querySelector'>): boolean {
  return location.hash.length > 1 && page.querySelector(SEARCH_OUTLET_SELECTOR) !== null;
}
