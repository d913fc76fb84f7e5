module.exports = require('./jest.preset.cjs')(__dirname, {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  setupFilesAfterEnv: [],
  // The lint fixtures are a pretend shop for the architecture test, not tests.
  testPathIgnorePatterns: ['/node_modules/', '/lint/fixtures/'],
  // app.inject (light-my-request) requires cookie 2, an ES module, and so does msw with a few
  // others (the test kit's own tests): compile them to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|rettime|until-async|@open-draft)/)'],
});
