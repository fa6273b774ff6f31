import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: one test file per core.
    maxWorkers: 2,
    projects: [
      {
        test: {
          // Rules on in-memory fake repositories (*.service.spec.ts): no database, seconds in all
          // (`npm run test:fast`). The database tests below prove the repositories themselves.
          name: 'fast',
          include: ['src/**/*.spec.ts'],
          pool: 'threads',
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'database',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Tests of PostgreSQL-only machinery (a second connection, LISTEN) run with the PostgreSQL suite;
          // tests of the embedded database as a process (*.pglite.test.ts) only without it.
          exclude: process.env.DATABASE_URL
            ? ['**/*.pglite.test.ts', '**/node_modules/**']
            : ['**/*.pg.test.ts', '**/node_modules/**'],
          globalSetup: ['./test/global-setup.ts'],
          pool: 'forks',
          // Test files of a worker share its loaded modules: each file still makes its own app and
          // database copy, and no test mocks a module. Loading the app anew per file took ~2 s of CPU
          // per file, over half the suite's time (issue 16: CI time).
          isolate: false,
          // Each file on its own copy of the migrated, seeded database.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
