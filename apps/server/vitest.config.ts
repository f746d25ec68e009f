import { defineConfig } from 'vitest/config';

// Server tests run on SQLite by default and on PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL is set
// (scripts/test.mjs runs both passes). Each test file gets its own fresh database (src/test/db.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
    restoreMocks: true,
  },
});
