// npm start: the Strapi server (seeds the demo data on first start) and the web app, one URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = process.env.PORT ?? '1337';
const appPort = process.env.APP_PORT ?? '5173';
const appUrl = `http://localhost:${appPort}`;
const children = [];

const start = (name, args, env) => {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  child.on('exit', (code) => {
    console.error(`[${name}] beendet (${code}).`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
};

const stopAll = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const waitFor = async (url, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
};

console.log('Markenportal startet: Server wird übersetzt und gestartet …');
start('server', ['server/scripts/serve.js'], { PORT: serverPort, APP_URL: appUrl });
if (!(await waitFor(`http://127.0.0.1:${serverPort}/_health`, 180000))) {
  console.error('Der Server ist nicht rechtzeitig gestartet.');
  stopAll(1);
} else {
  start('app', [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', appPort, '--strictPort'], {
    API_TARGET: `http://127.0.0.1:${serverPort}`,
  });
  await waitFor(`http://127.0.0.1:${appPort}/`, 60000);
  console.log(`
==============================================================
  Markenportal läuft:  ${appUrl}

  Demo-Konten (Passwort für alle: Demo1234!)
    operator@example.com     Operator
    mitarbeiter@example.com  Mitarbeiter (nur lesen)
    brandadmin@example.com   Brand-Admin (zwei Brands)
    brandviewer@example.com  Brand-Betrachter (nur lesen)
    sales@example.com        Außendienst
    arzt@example.com         Ärztin (ohne Backoffice)

  Beenden mit Strg+C.
==============================================================
`);
}
