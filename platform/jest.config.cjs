module.exports = require('./jest.preset.cjs')(__dirname, {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  setupFilesAfterEnv: [],
  // app.inject (light-my-request) requires cookie 2, an ES module: compile it to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
});
