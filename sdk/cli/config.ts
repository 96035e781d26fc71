import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// What `loadout login` keeps between commands: the test key, the API's address and the signing secret of
// `loadout listen`, in one JSON file only its owner can read.

export type CliConfig = { api_key?: string; base_url?: string; webhook_secret?: string };

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4000';

/** `$LOADOUT_CONFIG_DIR/config.json`, else `$XDG_CONFIG_HOME/loadout/config.json`, else `~/.config/loadout/…`. */
export function configFile(env: NodeJS.ProcessEnv): string {
  const dir = env.LOADOUT_CONFIG_DIR || path.join(env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'loadout');
  return path.join(dir, 'config.json');
}

export function readConfig(file: string): CliConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return JSON.parse(text) as CliConfig;
  } catch {
    throw new Error(`${file} is not valid JSON; delete it and run \`loadout login\` again`);
  }
}

export function writeConfig(file: string, config: CliConfig): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}
