// The web app's production build in dist/ when it is missing or older than its sources (npm test
// makes it beside the checks; the e2e tests' setup then finds it current).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAppBuild } from './lib/app-build.mjs';

await ensureAppBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
