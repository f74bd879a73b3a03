// Two projects: fast pure-logic unit tests, and integration tests that need the real local stack
// (Kafka + MongoDB-protocol server; see test/global-setup.js). Tests run from TypeScript sources
// through @swc/jest; `npm run typecheck` does the type checking.
const transform = { '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022' } }] };
// @nes/<package> → its TypeScript sources; @nes/tools is the one workspace tests import that is not a package.
const moduleNameMapper = { '^@nes/tools$': '<rootDir>/tools/src', '^@nes/([a-z-]+)$': '<rootDir>/packages/$1/src' };
const common = { rootDir: __dirname, testEnvironment: 'node', transform, moduleNameMapper };

module.exports = {
  // Longest files first from a committed table of measured durations (a fresh clone has no cache).
  testSequencer: '<rootDir>/test/sequencer.js',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/packages/*/test/**/*.test.ts',
        '<rootDir>/services/*/test/**/*.test.ts',
        '<rootDir>/tools/test/**/*.test.ts',
        '<rootDir>/test/lint/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '/node_modules/'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/test/**/*.int.test.ts', '<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/lint/'],
      globalSetup: '<rootDir>/test/global-setup.js',
      globalTeardown: '<rootDir>/test/global-teardown.js',
      setupFilesAfterEnv: ['<rootDir>/test/integration-setup.js'],
    },
  ],
};
