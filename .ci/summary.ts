// Adds up vitest JSON reports into the closing line CI readers look for. A run fails on a failed
// test, and also on a test file that failed outside its tests (a setup hook that timed out, an
// import that threw) and on any report that says success: false or is missing. Under each report
// it prints why its tests failed, and which passed only on a retry, from .ci/failure-reporter.ts.
import { existsSync, readFileSync } from 'node:fs';
import { FLAKY } from './failure-reporter';

interface Report {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; message?: string }[];
}

let passed = 0;
let failed = 0;
let skipped = 0;
let failedSuites = 0;
let failedFiles = 0;
let failedRuns = 0;
let flaky = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: missing (the run did not finish)`);
    failedRuns++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const broken = report.testResults.filter((r) => r.status === 'failed');
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  failedSuites += report.numFailedTestSuites;
  failedFiles += broken.length;
  if (!report.success) failedRuns++;
  console.log(
    `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ` +
      `${report.numFailedTestSuites} failed suites in ${broken.length} files` +
      (report.success ? '' : ', success: false'),
  );
  for (const r of broken) {
    const reason = r.message?.split('\n')[0];
    console.log(`  failed: ${r.name}${reason ? ` (${reason})` : ''}`);
  }
  // Written by .ci/failure-reporter.ts: the errors the JSON report leaves out (a setup hook's).
  const reasons = file.replace(/\.json$/, '.failures.txt');
  const lines = existsSync(reasons)
    ? readFileSync(reasons, 'utf8').split('\n').filter(Boolean)
    : [];
  const flakyHere = lines.filter((l) => l.startsWith(FLAKY));
  flaky += flakyHere.length;
  for (const line of lines.filter((l) => !l.startsWith(FLAKY)).slice(0, 20))
    console.log(`  why: ${line}`);
  for (const line of flakyHere.slice(0, 20)) console.log(`  ${line}`);
}
console.log(
  `Tests: ${passed} passed${flaky ? ` (${flaky} only on a retry)` : ''}, ${failed} failed, ${skipped} skipped; ` +
    `suites failed: ${failedSuites} in ${failedFiles} files; runs failed: ${failedRuns}`,
);
process.exit(failed + failedSuites + failedFiles + failedRuns > 0 ? 1 : 0);
