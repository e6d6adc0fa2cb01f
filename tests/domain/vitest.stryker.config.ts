import { defineConfig } from 'vitest/config';

/**
 * Stryker's view of the test suite: only the domain tests, as the 'client' node project.
 * vitest.config.ts also holds the server project, which Stryker's `dir` option does not filter out.
 */
export default defineConfig({
  test: {
    name: 'client',
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
  },
});
