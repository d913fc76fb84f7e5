module.exports = require('../platform/webpack.app.cjs')({
  serverEntry: './src/server.tsx',
  dir: __dirname,
  host: true,
  devPort: 3200,
});
