module.exports = require('./jest.preset.cjs')(__dirname, { testEnvironment: 'node', roots: ['<rootDir>'], setupFilesAfterEnv: [] });
