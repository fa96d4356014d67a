import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  // Page tests run axe over a whole page several times; 5 s is too tight on a busy 2-core machine.
  testTimeout: 20_000,
  // Tests never depend on the machine's time zone: dates must format the same everywhere.
  globalSetup: '<rootDir>/jest.global-setup.mjs',
};

export default createJestConfig(config);
