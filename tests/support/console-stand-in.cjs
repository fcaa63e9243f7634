// A stand-in for a library inside the server that writes to the console and raises a Node warning
// (knex, pg), loaded with --require by server/tests/log-format.test.ts: with LOG_FORMAT=json its
// lines must be JSON too. It writes once the server's own start script has run.
setImmediate(() => {
  console.log('stand-in library: a plain line');
  console.warn('\u001b[33mstand-in library: a coloured warning\u001b[39m');
  console.error(new Error('stand-in library: an error with its stack'));
  process.emitWarning('stand-in library: a deprecated call', 'DeprecationWarning');
});
