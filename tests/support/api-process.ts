import { spawn, type ChildProcess } from 'node:child_process';
import type { TestDatabase } from './database';

export type ApiProcess = { child: ChildProcess; url: string; stop(signal?: NodeJS.Signals): Promise<void> };

/**
 * Starts the API as a child process (same start-up as `npm run api`, plus the test routes of probe-server.ts), so
 * that a test can kill it with SIGKILL and start it again on the same database.
 */
export async function startApiProcess(database: TestDatabase, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/probe-server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`API process exited with ${code} before listening`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop(signal = 'SIGTERM') {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
