module.exports = require('../platform/webpack.app.cjs')({
  serverEntry: './src/server.tsx',
  dir: __dirname,
  exposes: { './app': './src/app.tsx' },
  devPort: 3205,
});
