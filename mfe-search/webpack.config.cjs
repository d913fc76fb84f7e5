module.exports = require('../platform/webpack.app.cjs')({
  serverEntry: './src/server.tsx',
  dir: __dirname,
  exposes: { './app': './src/app.tsx', './SearchBox': './src/search-box-widget.tsx' },
  devPort: 3201,
});
