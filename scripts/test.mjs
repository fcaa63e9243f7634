// npm test: lint and format checks, type checks, then unit/component, server/dataProvider and end-to-end tests in one
// Vitest run, and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (label, command, args, options = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (run('Lint: ESLint', bin('eslint'), ['.', '--max-warnings', '0']) !== 0) process.exit(1);
if (run('Format: Prettier', bin('prettier'), ['--check', '.']) !== 0) process.exit(1);
if (run('Web app: TypeScript', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) !== 0) process.exit(1);
if (run('Server: TypeScript and build', process.execPath, ['server/scripts/compile.js']) !== 0) process.exit(1);
if (run('Server tests: TypeScript', bin('tsc'), ['--noEmit', '-p', 'server/tests/tsconfig.json']) !== 0) process.exit(1);

const reportDir = path.join(root, 'node_modules', '.cache');
const report = path.join(reportDir, 'vitest-report.json');
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true });
const status = run('Tests: unit, server, e2e', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

if (!existsSync(report)) {
  console.log('\n0 passed, 1 failed');
  process.exit(status || 1);
}
const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
const skipped = numPendingTests + numTodoTests;
console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status !== 0 || numFailedTests > 0 || numTotalTests === 0 ? 1 : 0);
