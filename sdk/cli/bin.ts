import { run } from './main';

// The `loadout` command (sdk/package.json `bin`): Ctrl-C ends `loadout listen` cleanly.
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
process.exitCode = await run(process.argv.slice(2), {
  // eslint-disable-next-line no-restricted-properties -- a command line's settings are its environment
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  signal: stop.signal,
});
