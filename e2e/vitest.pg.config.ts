import { defineConfig } from 'vitest/config';

/**
 * Browser tests that need two API instances on one PostgreSQL (`npm run test:e2e:pg`); otherwise as
 * vitest.config.ts.
 */
export default defineConfig({
  test: {
    include: ['tests-pg/**/*.test.ts'],
    globalSetup: ['./support/global-setup-pg.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
