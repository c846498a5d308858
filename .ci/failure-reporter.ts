// Writes why each failed test, suite or file failed, and which tests passed only on a retry,
// for .ci/summary.ts to print under its closing line. Vitest's JSON report leaves a failed beforeAll hook's error out (the file is
// "failed" with an empty message and its tests "skipped"), and a CI log is often read only
// from its end.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** How a line about a test that failed and then passed on its retry begins. */
export const FLAKY = 'flaky: ';

export default class FailureReporter implements Reporter {
  private readonly outputFile: string;

  constructor({ outputFile }: { outputFile: string }) {
    this.outputFile = outputFile;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const lines: string[] = [];
    const add = (where: string, errors: ReadonlyArray<SerializedError>) => {
      for (const e of errors) lines.push(`${where}: ${firstLine(e)}`);
    };
    for (const m of modules) {
      add(m.relativeModuleId, m.errors());
      for (const suite of m.children.allSuites())
        add(`${m.relativeModuleId} > ${suite.fullName}`, suite.errors());
      for (const test of m.children.allTests('failed'))
        add(`${m.relativeModuleId} > ${test.fullName}`, test.result().errors ?? []);
      // Passed on a retry (the browser suite retries once in CI): named, so it is not hidden.
      for (const test of m.children.allTests('passed')) {
        if (!test.diagnostic()?.flaky) continue;
        const first = test.result().errors?.[0];
        lines.push(
          `${FLAKY}${m.relativeModuleId} > ${test.fullName}${first ? `: ${firstLine(first)}` : ''}`,
        );
      }
    }
    add('unhandled', unhandled);
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, lines.join('\n'));
  }
}

const firstLine = (e: SerializedError) =>
  `${e.name ?? 'Error'}: ${(e.message ?? '').split('\n')[0]}`.slice(0, 300);
