// With LOG_FORMAT=json every line the server process writes is one JSON object, in the shape of
// Strapi's lines (config/logger.ts) and the request lines (src/observability/request-log.ts):
// { time, level, msg }. Strapi's logger and the request log write JSON themselves; this takes the
// rest, which a log collector would otherwise see as plain text: console calls of libraries (knex's
// "Connection Error: …" when the database goes away), Node's warnings (pg's DeprecationWarning),
// the start's own refusals and an error that ends the process. Installed by scripts/serve.js before
// anything else loads (docs/operations.md, "Observe").
const { format, inspect } = require('node:util');

/** Colour codes (knex colours its warnings on a terminal): a log line has none. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** One line of the JSON log; `msg` keeps a stack trace's line breaks inside the string. */
const jsonLine = (level, message, now = new Date()) => `${JSON.stringify({ time: now.toISOString(), level, msg: String(message).replace(ANSI, '') })}\n`;

/** The console's methods and the level each writes at. */
const LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' };

/**
 * Makes console, Node's warnings and an uncaught error write JSON lines to `out` (process.stdout,
 * where Strapi's JSON lines go too). Writes to a pipe or file are synchronous on Linux, so the line
 * of an uncaught error is out before the process exits.
 */
const installJsonConsole = (out = process.stdout) => {
  const write = (level, message) => out.write(jsonLine(level, message));
  for (const [method, level] of Object.entries(LEVELS)) console[method] = (...args) => write(level, format(...args));
  console.dir = (value, options) => write('info', inspect(value, options));
  console.trace = (...args) => write('debug', `Trace: ${format(...args)}\n${new Error().stack.split('\n').slice(2).join('\n')}`);
  // Node prints warnings itself through its own 'warning' listener: this one replaces it.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => write('warn', `${warning.name}: ${warning.message}${warning.code ? ` (${warning.code})` : ''}`));
  // An error nothing caught ends the process with 1, as without this listener, but logged as JSON;
  // a rejected promise nothing handled arrives here too (Node's default, --unhandled-rejections=throw).
  process.on('uncaughtException', (error) => {
    write('error', error instanceof Error ? (error.stack ?? String(error)) : inspect(error));
    process.exit(1);
  });
};

module.exports = { installJsonConsole, jsonLine };
