import { z } from 'zod';

// The MCP server's settings, read once at start from the environment and the command line.

const zFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const zMcpConfig = z.object({
  LOADOUT_API_URL: z
    .url({ protocol: /^https?$/, message: 'expected an http(s) URL such as http://127.0.0.1:4000' })
    .default('http://127.0.0.1:4000')
    .transform((value) => value.replace(/\/+$/, '')),
  LOADOUT_API_KEY: z
    .string()
    .trim()
    .regex(/^lo_(live|test)_\w+$/, 'expected a Loadout API key (lo_test_… or lo_live_…)')
    .optional(),
  MCP_HTTP_PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int()
    .min(0)
    .max(65535, 'expected a port number from 0 to 65535')
    .optional(),
  MCP_HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  MCP_ALLOW_LIVE_WRITES: zFlag.default(false),
});

export type McpConfig = {
  apiUrl: string;
  apiKey: string | undefined;
  http: { port: number; host: string } | null;
  allowLiveWrites: boolean;
};

export class McpConfigError extends Error {}

export function loadMcpConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): McpConfig {
  // Positional arguments are the launcher's (server/run.mjs passes the entry point on).
  const unknown = argv.filter((argument) => argument.startsWith('-') && argument !== '--allow-live-writes');
  if (unknown.length > 0)
    throw new McpConfigError(`Unknown option ${unknown[0]}; the only one is --allow-live-writes.`);
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = zMcpConfig.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new McpConfigError(`Invalid ${issue.path.join('.')}: ${issue.message}`);
  }
  const config = parsed.data;
  return {
    apiUrl: config.LOADOUT_API_URL,
    apiKey: config.LOADOUT_API_KEY,
    http: config.MCP_HTTP_PORT === undefined ? null : { port: config.MCP_HTTP_PORT, host: config.MCP_HTTP_HOST },
    allowLiveWrites: config.MCP_ALLOW_LIVE_WRITES || argv.includes('--allow-live-writes'),
  };
}
