// npm test: the server's build and the app's, then unit/component, server/dataProvider and
// end-to-end tests in one Vitest run, with the lint, format and type checks beside them, and a
// closing "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** One step of a lane: its output is kept and printed when the lane is done, so lanes do not interleave. */
const step = (label, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = `\n▶ ${label}\n`;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ output, ok: code === 0 }));
  });

/** Steps one after another, stopping at the first that fails. */
const lane = async (steps) => {
  let output = '';
  for (const [label, command, args] of steps) {
    const result = await step(label, command, args);
    output += result.output;
    if (!result.ok) return { output, ok: false };
  }
  return { output, ok: true };
};

// The tests need the compiled server and, for the e2e tests, the app's production build: made first.
// The checks (lint, formats, types) run beside the build and the tests, whose start (seeding,
// browser, sign-ins) leaves the cores idle a while; their result is printed after the tests'.
const args = process.argv.slice(2);
const projects = args.flatMap((arg, i) => (arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [args[i + 1]] : []));
const needsAppBuild = projects.length === 0 || projects.includes('e2e');
const node = process.execPath;
const checks = lane([
  ['Lint: ESLint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['Format: Prettier', bin('prettier'), ['--check', '.']],
  ['Web app: TypeScript', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['Server tests: TypeScript', bin('tsc'), ['--noEmit', '-p', 'server/tests/tsconfig.json']],
]);
const build = await lane([
  ['Server: TypeScript and build', node, ['server/scripts/compile.js']],
  ...(needsAppBuild ? [['Web app: production build (for the e2e tests)', node, ['scripts/build-app.mjs']]] : []),
]);
process.stdout.write(build.output);
const printChecks = async () => {
  const result = await checks;
  process.stdout.write(result.output);
  return result.ok;
};
if (!build.ok) {
  await printChecks();
  process.exit(1);
}

const reportDir = path.join(root, 'node_modules', '.cache');
const report = path.join(reportDir, 'vitest-report.json');
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true });
console.log('\n▶ Tests: unit, server, e2e');
// Not spawnSync: the checks' output is read meanwhile.
const status = await new Promise((resolve) =>
  spawn(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], { cwd: root, stdio: 'inherit' }).on(
    'close',
    (code) => resolve(code ?? 1),
  ),
);
const checksOk = await printChecks();

if (!existsSync(report)) {
  console.log('\n0 passed, 1 failed');
  process.exit(status || 1);
}
const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
const skipped = numPendingTests + numTodoTests;
if (!checksOk) console.log('\nChecks: failed (above)');
console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(!checksOk || status !== 0 || numFailedTests > 0 || numTotalTests === 0 ? 1 : 0);
