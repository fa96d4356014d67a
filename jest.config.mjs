import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Build-time modules guard against client bundles with `import 'server-only'`, which throws
    // outside React's server condition; Jest is not a bundle, so the guard is the empty module.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  // The contract test's builds of its app, and the bench's exports: not modules of the site.
  modulePathIgnorePatterns: ['<rootDir>/.contract/', '<rootDir>/.bench/'],
  // Jest's default leaves a core for itself (one worker on two cores), but its own process is idle
  // while the workers run: take them all, two at least.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // The transform cache is the project's own (not shared in the system's temp folder), so a fresh
  // clone starts cold and deleting node_modules clears it.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  // Components and lib only: whole pages (their rendering, axe over them) are the browser suite's,
  // against the real export. A form test's simulated waits need more than 5 s on a busy machine.
  testTimeout: 20_000,
  // Tests never depend on the machine's time zone: dates must format the same everywhere.
  globalSetup: '<rootDir>/jest.global-setup.mjs',
};

export default createJestConfig(config);
