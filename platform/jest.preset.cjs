// Jest settings shared by every workspace: swc for TypeScript, jsdom with the fetch of Node (which
// msw needs) for the front ends, and the shared setup. How apps use it: platform/test-kit/README.md.
const path = require('node:path');

module.exports = function jestPreset(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(m?js|jsx|tsx?)$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Packages published as ES modules only, compiled to CommonJS for jest: ky, OpenLayers and
    // theirs, and those msw (the test kit's api mock) loads.
    transformIgnorePatterns: [
      '/node_modules/(?!(ky|ol|rbush|quickselect|earcut|pbf|geotiff|zarrita|@zarrita|color-space|color-rgba|color-parse|color-name|rettime|until-async|@open-draft|cookie)/)',
    ],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-empty-module.cjs'),
      '^@escapade/shared-contracts/(.*)$': path.join(__dirname, '../shared-contracts/src/$1'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    // A front-end test renders a whole remote and plays a shopper's steps through it: one to three
    // seconds of CPU on an idle machine, five times that on one busy core. Jest's 5 s would fail it
    // for the machine's speed, not for what it checks; a test heavier than this says so itself.
    testTimeout: 30_000,
    ...overrides,
  };
};
