module.exports = require('../platform/webpack.app.cjs')({
  dir: __dirname,
  host: true,
  devPort: 3200,
});
