/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];
const compile = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  // ES-module-only packages the API imports (the website parser and encoding sniffer) are compiled to CommonJS
  // for jest, which cannot require ES modules on Node 20.
  transform: { '^.+\\.ts$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(parse5|entities|@exodus/bytes|html-encoding-sniffer)/)'],
};
// Two tiers. `unit` needs no server: no global setup, jest's parallel workers (`npm run test:unit`). `stack` runs
// against the real servers its global setup starts; jest runs a project's global setup only when one of its tests
// is selected, so `npx jest test/unit/…` starts nothing.
module.exports = {
  projects: [
    { ...compile, displayName: 'unit', roots: ['<rootDir>/test/unit'] },
    {
      ...compile,
      displayName: 'stack',
      roots: ['<rootDir>/test'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/unit/'],
      globalSetup: '<rootDir>/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
    },
  ],
  // A guard against a hung test, not a figure: the stack tier runs two files at once on 2 cores, where a test
  // that starts a dozen CLI processes can take over a minute.
  testTimeout: 120_000,
  watchman: false,
};
