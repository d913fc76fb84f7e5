import { resolveSite } from '@escapade/shared-contracts/locales';
import { loadTexts } from './i18n/load-texts';
import { pageLanguage } from './i18n/page-language';
import { earlySearchWanted } from './features/early-search/utils/early-search-wanted';
import { API_BASE } from './utils/api-base';
import { yieldToBrowser } from './utils/yield-to-browser';

// Async boundary: Module Federation must negotiate the shared singletons (react, react-dom…)
// before any of them is evaluated. In a task of its own: settling the shared libraries and adding
// their scripts to the page came on top of the federation runtime's own start in one long task.
yieldToBrowser()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error('[shell] the shop could not start', error);
  });

// The page's texts, one language of four, download beside the start-up code, not after it.
loadTexts(pageLanguage(resolveSite(window.location.hostname, window.location.pathname))).catch(() => undefined);

// A results page carries its criteria in the hash: its search starts now, beside the shop's start,
// not once the search remote has arrived, and the first results' photos are drawn as soon as it
// answers. Other pages (a stay's dates or the booking summary's night are in the hash too) do not
// even download this.
if (earlySearchWanted(window.location, document)) {
  import(/* webpackChunkName: "early-search" */ './features/early-search/utils/start-early-search')
    .then(({ startEarlySearch, drawEarlyPhotos }) => {
      const answer = startEarlySearch(window.location, API_BASE);
      return answer && drawEarlyPhotos(answer, API_BASE, document);
    })
    // Nothing lost: the search remote asks for the results itself.
    .catch(() => undefined);
}
