// Child processes of `npm start` and `npm run dev`, with prefixed output; all end together.
import { spawn } from 'node:child_process';

const children = [];

export const stopAll = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

export const startProcess = (root, name, args, env) => {
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

export const waitFor = async (url, timeoutMs) => {
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

export const printWelcome = (url) =>
  console.log(`
==============================================================
  Markenportal läuft:  ${url}

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
