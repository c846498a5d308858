import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Three suites: unit (pure code; its files that mock, or use a DOM or IndexedDB, run apart as
// unit-isolated), api (Fastify inject on PGlite or DATABASE_URL; its files that mock a server
// module run apart, as api-mocked), e2e (the built server driven by Debian's Chromium). In CI
// each run also writes a JSON report and a list of failure reasons; .ci/summary.ts adds them up
// into one closing line.
const ciReport = process.env.VITEST_REPORT;

/** The test files under `dir` whose text matches `needs`. */
const testFilesMatching = (dir: string, needs: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`)
    .filter((file) => needs.test(readFileSync(file, 'utf8')));
const MOCKS_A_MODULE = /vi\.(do)?[mM]ock\(/;

/**
 * Unit files that need their modules loaded afresh: they mock a module, stub a global, or run in
 * a DOM or over IndexedDB, whose state the app's module singletons (the local database, the
 * outbox) keep. The others (pure domain code) share a worker's loaded modules.
 */
const UNIT_FILES_ISOLATED = testFilesMatching(
  'tests/unit',
  new RegExp(
    `${MOCKS_A_MODULE.source}|vi\\.stubGlobal|fake-indexeddb|@vitest-environment|localStorage|indexedDB`,
  ),
);
const unitTests = {
  environment: 'node',
  // Vitest's default is one worker less than the cores: one on a 2-core machine.
  maxWorkers: 2,
};

const API_FILES_THAT_MOCK = testFilesMatching('tests/api', MOCKS_A_MODULE);
const apiTests = {
  include: ['tests/api/**/*.test.ts'],
  globalSetup: ['tests/helpers/api-global-setup.ts'],
  setupFiles: ['tests/helpers/api-file-setup.ts'],
  environment: 'node',
  // Each file has its own database (PGlite) or schema (PostgreSQL): two at a time took the suite
  // from 196 to 157 s on PGlite and from 141 to 85 s on PostgreSQL.
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    reporters: ciReport
      ? [
          'default',
          ['json', { outputFile: `test-results/${ciReport}.json` }],
          ['./.ci/failure-reporter.ts', { outputFile: `test-results/${ciReport}.failures.txt` }],
        ]
      : ['default'],
    projects: [
      {
        test: {
          ...unitTests,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_FILES_ISOLATED,
          isolate: false,
        },
      },
      {
        test: { ...unitTests, name: 'unit-isolated', include: UNIT_FILES_ISOLATED },
      },
      {
        test: {
          ...apiTests,
          name: 'api',
          exclude: API_FILES_THAT_MOCK,
          // A worker keeps its loaded modules from one file to the next: each file builds its own
          // app, database and folders (createTestApp), so only the module loading is shared. The
          // suite took 170 s instead of about 470 s on PGlite.
          isolate: false,
        },
      },
      {
        test: {
          ...apiTests,
          // A file that replaces a server module (vi.mock) needs it loaded afresh.
          name: 'api-mocked',
          include: API_FILES_THAT_MOCK,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          environment: 'node',
          // A worker keeps its loaded modules (playwright-core above all) from one file to the
          // next: each file starts its own server, data and browser (shopForThisFile), and no
          // browser test mocks a module or keeps state in one.
          isolate: false,
          // Room for a machine three or four times slower than a quiet one.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // Two files at a time: each has its own server, data copy and Chromium, and one file
          // alone leaves about a third of two cores idle waiting on pages.
          maxWorkers: 2,
          // In CI, a failed browser test runs once more: CI shares a busy machine, and a test
          // that fails only once there is named in the summary's closing lines as "flaky", not
          // hidden (.ci/failure-reporter.ts). A failure that repeats still fails the run.
          retry: process.env.CI ? 1 : 0,
          // A poll waits for the app, not for a clock: 1 s (vitest's default) is less than one
          // page load on a busy 2-core machine, which made journeys fail that a user would pass.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
