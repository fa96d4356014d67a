import type { Linter } from 'eslint';

/** The flat config's type, for the test that runs it (__tests__/scripts/layers.test.ts). */
declare const config: Linter.Config[];
export default config;
