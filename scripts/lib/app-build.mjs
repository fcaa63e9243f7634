// The web app's production build in dist/: made when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The contract's source is the app's too (vite reads it through the workspace link).
const SOURCES = [
  'src',
  'packages/contract/src',
  'packages/contract/package.json',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

const newest = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
};

/** Whether dist/ must be built again: no build yet, or a source changed since. */
export const appBuildIsStale = (root, outDir = path.join(root, 'dist')) => {
  const index = path.join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newest(path.join(root, source)) > built);
};

/** Builds the app with Vite unless its build is current; returns the build's directory. */
export const ensureAppBuild = async (root, { outDir = path.join(root, 'dist'), log = console.log } = {}) => {
  if (!appBuildIsStale(root, outDir)) return outDir;
  log('Web-App wird gebaut (vite build) …');
  // A process of its own with NODE_ENV=production: inside a test run NODE_ENV is 'test', and Vite
  // would bundle React's development build. Errors only: Rollup's notes on react-admin's own chunk
  // cycles are not ours to act on.
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build ist fehlgeschlagen (${result.status}).`);
  return outDir;
};
