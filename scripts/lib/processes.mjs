// Child processes of `npm start` and `npm run dev`, with prefixed output; all end together.
import { spawn } from 'node:child_process';

const children = [];
/** How long a child may take to stop (the server's own deadline is 9 s) before it is killed. */
const CHILD_STOP_MS = 12_000;
let stopping = false;

const running = (child) => child.exitCode === null && child.signalCode === null;
/** A child that ended on the SIGTERM it was sent stopped cleanly; one killed otherwise did not. */
const failure = (child) => child.exitCode || (child.signalCode && child.signalCode !== 'SIGTERM' ? 1 : 0);

/**
 * Stops every child (SIGTERM, SIGKILL after CHILD_STOP_MS) and exits once all have ended: with
 * `code`, or else the first child's failure, so a clean stop of the server exits with 0.
 */
export const stopAll = (code = 0) => {
  if (stopping) return;
  stopping = true;
  const ending = children.filter(running);
  const ended = ending.map((child) => new Promise((resolve) => child.once('close', resolve)));
  for (const child of ending) child.kill('SIGTERM');
  const killer = setTimeout(() => {
    for (const child of ending.filter(running)) {
      console.error(`[${child.name}] nach ${CHILD_STOP_MS / 1000} s nicht beendet: wird abgebrochen.`);
      child.kill('SIGKILL');
    }
  }, CHILD_STOP_MS);
  Promise.all(ended).then(() => {
    clearTimeout(killer);
    process.exit(code || children.map(failure).find(Boolean) || 0);
  });
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
  // 'close': the child has exited and its last lines are printed.
  child.on('close', (code, signal) => {
    console.error(`[${name}] beendet (${code ?? signal}).`);
    stopAll(code ?? 1);
  });
  child.name = name;
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
