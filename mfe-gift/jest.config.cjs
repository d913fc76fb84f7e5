const preset = require('../platform/jest.preset.cjs');
const base = preset(__dirname);

module.exports = preset(__dirname, {
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
});
