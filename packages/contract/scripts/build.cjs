// Builds the contract into dist/: CommonJS with declarations, what the server's tsc and its Node
// runtime read (docs/decisions/0013-shared-contract.md). The web app reads the TypeScript source.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const packageDir = path.resolve(__dirname, '..');

const buildContract = () => {
  // A fresh dist/: files of removed sources must not linger.
  fs.rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc', { paths: [packageDir] });
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The contract package (packages/contract) did not compile.');
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
