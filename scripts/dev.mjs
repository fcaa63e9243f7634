// npm run dev: for developers. The Strapi server and Vite's development server with hot reload in
// front of it (it forwards /api, /uploads and /app-config.js), one URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printWelcome, startProcess, stopAll, waitFor } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = process.env.PORT ?? '1337';
const appPort = process.env.APP_PORT ?? '5173';
const appUrl = `http://localhost:${appPort}`;

console.log('Markenportal (Entwicklung): Server wird übersetzt und gestartet …');
startProcess(root, 'server', ['server/scripts/serve.js'], { PORT: serverPort, APP_URL: appUrl });
if (!(await waitFor(`http://127.0.0.1:${serverPort}/_health`, 180000))) {
  console.error('Der Server ist nicht rechtzeitig gestartet.');
  stopAll(1);
} else {
  startProcess(root, 'app', [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', appPort, '--strictPort'], {
    API_TARGET: `http://127.0.0.1:${serverPort}`,
  });
  await waitFor(`http://127.0.0.1:${appPort}/`, 60000);
  printWelcome(appUrl);
}
