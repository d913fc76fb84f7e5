module.exports = require('../platform/jest.preset.cjs')(__dirname);
