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
};
