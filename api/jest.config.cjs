module.exports = require('../platform/jest.preset.cjs')(__dirname, {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/src/test/longer-timeouts.ts'],
  // One generated catalogue for the run, copied into each suite's data folder.
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // app.inject (light-my-request) requires cookie 2, an ES module: compile it to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
});
