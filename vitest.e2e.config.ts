import { defineConfig } from 'vitest/config';

/** Browser tests: the built app and the API in one process, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/seededCopy.globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: much of a browser test is waiting (debounces, dialogs closing, the
    // server), and each file starts its own product and Chromium on free ports.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
