module.exports = require('../platform/webpack.app.cjs')({
  serverEntry: './src/server.tsx',
  // The server's banner sanitiser runs DOMPurify on a jsdom window (see server-banner-sanitizer.ts).
  serverExternals: ['jsdom'],
  dir: __dirname,
  host: true,
  devPort: 3200,
  // The footer's code downloads when needed, but the server renders its markup: its styles come with the page.
  serverRenderedChunks: ['footer'],
});
