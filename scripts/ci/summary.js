// Adds up the JSON results the test runners wrote to test-results/ and prints one closing line.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(process.cwd(), 'test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('jest-')) {
    passed += data.numPassedTests;
    failed += data.numFailedTests;
    skipped += data.numPendingTests + data.numTodoTests;
    console.log(`${data.label}: ${data.numPassedTests} passed, ${data.numFailedTests} failed`);
  } else if (file === 'playwright.json') {
    const stats = data.stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    skipped += stats.skipped ?? 0;
    console.log(`playwright: ${stats.expected ?? 0} passed, ${(stats.unexpected ?? 0) + (stats.flaky ?? 0)} failed`);
  }
}
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
