// npm start: the product as it runs in production, on one port: the web app's build (made when
// missing or older than its sources) served by the Strapi server, which seeds the demo data on its
// first start (docs/decisions/0016-one-production-server.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAppBuild } from './lib/app-build.mjs';
import { printWelcome, startProcess, stopAll, waitFor } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '1337';
const url = process.env.APP_URL ?? `http://localhost:${port}`;

console.log('Markenportal startet …');
await ensureAppBuild(root);
console.log('Server wird übersetzt und gestartet …');
startProcess(root, 'server', ['server/scripts/serve.js'], { PORT: port, APP_URL: url });
if (await waitFor(`http://127.0.0.1:${port}/_health`, 180000)) printWelcome(url);
else {
  console.error('Der Server ist nicht rechtzeitig gestartet.');
  stopAll(1);
}
