// The root runs every workspace's tests as jest projects.
module.exports = {
  projects: [
    'platform',
    'shared-contracts',
    'api',
    'shell',
    'mfe-search',
    'mfe-product',
    'mfe-gift',
    'mfe-content',
    'mfe-checkout-entry',
  ].map((w) => `<rootDir>/${w}`),
  // Jest reads a test's time limit from the run's own settings, not from each project's: without it
  // here the projects' 30 s (platform/jest.preset.cjs, which says why) became Jest's 5 s when every
  // workspace ran together, and a page test failed for a busy machine, not for what it checks.
  testTimeout: require('./platform/jest.preset.cjs')(__dirname).testTimeout,
};
