import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// Loadout's processes as `npm run api|worker|dashboard` start them (server/run.mjs), for tests that look at a whole
// process from outside: what it sends (traces) and what it loads.

/** Starts `node [--import …] server/run.mjs <entry> [args]` with the environment added to this one's. */
export function startEntryPoint(
  entry: string,
  env: Record<string, string>,
  options: { args?: string[]; imports?: string[] } = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...(options.imports ?? []).flatMap((file) => ['--import', path.resolve(file)]),
      path.resolve('server/run.mjs'),
      entry,
      ...(options.args ?? []),
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** SIGTERM, then waits for the exit (the process sends what it still holds, e.g. batched spans, first). */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resolves once `url` answers 2xx; fails after `timeoutMs`. */
export async function waitUntilAnswering(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline)
      throw new Error(`${url} does not answer ${timeoutMs / 1000} s after its process started`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Loopback ports free right now. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
