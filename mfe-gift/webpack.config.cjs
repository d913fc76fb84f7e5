module.exports = require('../platform/webpack.app.cjs')({
  dir: __dirname,
  exposes: { './app': './src/app.tsx' },
  devPort: 3203,
});
