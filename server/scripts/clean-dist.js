// Removes the compiled server from dist/ before a build, so files of removed or moved sources cannot
// shadow new ones. The admin panel build (dist/build) stays.
const fs = require('fs');
const path = require('path');

module.exports = (appDir) => {
  for (const entry of ['src', 'config', 'tsconfig.tsbuildinfo']) {
    fs.rmSync(path.join(appDir, 'dist', entry), { recursive: true, force: true });
  }
};
