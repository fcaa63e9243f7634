// Builds the contract into dist/: CommonJS with declarations, what the server's tsc and its Node
// runtime read (docs/decisions/0013-shared-contract.md). The web app reads the TypeScript source.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const packageDir = path.resolve(__dirname, '..');
const dist = path.join(packageDir, 'dist');

const buildContract = () => {
  // Built aside (where no tool looks), then swapped in: no files of removed sources linger, and a
  // server starting meanwhile (the benchmarks start copies of server/dist) hardly ever finds no dist/.
  const fresh = path.join(packageDir, 'node_modules', '.cache', `dist-${process.pid}`);
  fs.rmSync(fresh, { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc', { paths: [packageDir] });
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.json'), '--outDir', fresh], { stdio: 'inherit' });
  if (result.status !== 0) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw new Error('The contract package (packages/contract) did not compile.');
  }
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(fresh, dist);
};

module.exports = { buildContract };

if (require.main === module) {
  try {
    buildContract();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
