import { API_BASE } from './utils/api-base';

// Async boundary: Module Federation must negotiate the shared singletons (react, react-dom…)
// before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('[shell] the shop could not start', error);
});

// A results page carries its criteria in the hash: its search starts now, beside the shop's start,
// not once the search remote has arrived. Pages without a hash do not even download this.
if (window.location.hash.length > 1) {
  import(/* webpackChunkName: "early-search" */ './features/early-search/utils/start-early-search')
    .then(({ startEarlySearch }) => startEarlySearch(window.location, API_BASE))
    // Nothing lost: the search remote asks for the results itself.
    .catch(() => undefined);
}
