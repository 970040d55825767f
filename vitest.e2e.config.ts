import { defineConfig } from 'vitest/config';

/** Browser tests: the built app and the API in one process, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
