import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One server and one browser: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Values that settle (a row's text, an image's width) get time on a busy machine; transient
    // messages are not polled for but waited for (support/browser.ts `seen`).
    expect: { poll: { timeout: 15_000 } },
  },
});
