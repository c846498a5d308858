// CI's closing line (.ci/summary.ts) must fail a run that failed anywhere: a failed test, a file
// whose setup hook timed out (its tests never ran, so none "failed"), a report that says
// success: false, or a report that was never written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'gallery-ci-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const report = (name: string, over: Record<string, unknown> = {}) => {
  const file = path.join(dir, `${name}.json`);
  const clean = {
    success: true,
    numPassedTests: 10,
    numFailedTests: 0,
    numPendingTests: 1,
    numTodoTests: 0,
    numFailedTestSuites: 0,
    testResults: [{ name: 'tests/api/cart.test.ts', status: 'passed' }],
  };
  writeFileSync(file, JSON.stringify({ ...clean, ...over }));
  return file;
};

const summarize = (...files: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '.ci/summary.ts', ...files], {
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout };
};

describe('CI summary', () => {
  it('passes clean reports and adds them up', () => {
    const { code, out } = summarize(report('a'), report('b'));
    expect(out).toContain('Tests: 20 passed, 0 failed, 2 skipped; suites failed: 0 in 0 files');
    expect(code).toBe(0);
  });

  it('passes a run whose test failed once and then passed on its retry, and names it', () => {
    const file = report('retried', { numPassedTests: 3 });
    writeFileSync(
      file.replace(/\.json$/, '.failures.txt'),
      'flaky: tests/e2e/accounts.test.ts > signs out: Error: strict mode violation\n',
    );
    const { code, out } = summarize(file);
    expect(out).toContain('  flaky: tests/e2e/accounts.test.ts > signs out: Error: strict mode');
    expect(out).toContain('Tests: 3 passed (1 only on a retry), 0 failed');
    expect(out).not.toContain('why:');
    expect(code).toBe(0);
  });

  it('fails a file whose setup hook timed out, though no test failed', () => {
    const hook = report('hook', {
      success: false,
      numPassedTests: 558,
      numFailedTestSuites: 1,
      testResults: [
        {
          name: 'tests/api/orders.test.ts',
          status: 'failed',
          message: 'Hook timed out in 60000ms.\nIf this is a long-running hook...',
        },
      ],
    });
    const { code, out } = summarize(report('ok'), hook);
    expect(out).toContain('failed: tests/api/orders.test.ts (Hook timed out in 60000ms.)');
    expect(out).toContain('suites failed: 1 in 1 files; runs failed: 1');
    expect(code).toBe(1);
  });

  it('fails a run that says success: false with nothing else wrong', () => {
    const { code, out } = summarize(report('unsure', { success: false }));
    expect(out).toContain('success: false');
    expect(code).toBe(1);
  });

  it('fails when a report is missing (the run did not finish)', () => {
    const { code, out } = summarize(report('ok2'), path.join(dir, 'never-written.json'));
    expect(out).toContain('never-written.json: missing (the run did not finish)');
    expect(code).toBe(1);
  });

  it('fails on a failed test', () => {
    const { code } = summarize(
      report('red', {
        success: false,
        numFailedTests: 1,
        testResults: [{ name: 'tests/api/cart.test.ts', status: 'failed' }],
      }),
    );
    expect(code).toBe(1);
  });
});
