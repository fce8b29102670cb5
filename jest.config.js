/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // ES-module-only packages the API imports (the website parser and encoding sniffer) are compiled to CommonJS
  // for jest, which cannot require ES modules on Node 20.
  transform: { '^.+\\.ts$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(parse5|entities|@exodus/bytes|html-encoding-sniffer)/)'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 60_000,
  watchman: false,
};
