// Jest reporter that leaves a small JSON summary in test-results/ for .ci/run's closing line.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = path.join(process.cwd(), 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const label = process.env.TEST_LABEL ?? 'jest';
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    fs.writeFileSync(
      path.join(dir, `jest-${label}-${process.pid}.json`),
      JSON.stringify({ label, numPassedTests, numFailedTests, numPendingTests, numTodoTests }),
    );
  }
}

module.exports = SummaryReporter;
