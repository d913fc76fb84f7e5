// Async boundary: Module Federation must negotiate the shared singletons (react, react-dom…)
// before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('[shell] the shop could not start', error);
});
