import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { LoadoutError } from '@loadout/sdk';
import { loadMcpConfig, McpConfigError } from './config';
import { startMcpHttpServer } from './http';
import { createMcpServer } from './server';
import { openContext } from './session';

// `npm run mcp`: the Loadout MCP server. stdio by default (LOADOUT_API_KEY); streamable HTTP when MCP_HTTP_PORT is set.
// stdout belongs to the MCP protocol on stdio: everything else goes to stderr.
try {
  const config = loadMcpConfig();
  if (config.http) {
    const running = await startMcpHttpServer({
      apiUrl: config.apiUrl,
      allowLiveWrites: config.allowLiveWrites,
      ...config.http,
    });
    console.error(
      `Loadout MCP server listening on ${running.url} (streamable HTTP, API ${config.apiUrl}${config.allowLiveWrites ? ', live writes allowed' : ''})`,
    );
    const stop = () => void running.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } else {
    if (!config.apiKey)
      throw new McpConfigError(
        'Set LOADOUT_API_KEY to a Loadout API key (lo_test_… or lo_live_…), or MCP_HTTP_PORT to serve HTTP.',
      );
    const context = await openContext({
      apiUrl: config.apiUrl,
      apiKey: config.apiKey,
      allowLiveWrites: config.allowLiveWrites,
    });
    await createMcpServer(context).connect(new StdioServerTransport());
    console.error(`Loadout MCP server on stdio (${context.key.mode} key "${context.key.name}", API ${config.apiUrl})`);
  }
} catch (error) {
  if (error instanceof McpConfigError) console.error(error.message);
  else if (error instanceof LoadoutError)
    console.error(`Loadout MCP server: the API refused to start a session: ${error.message}`);
  else console.error('Loadout MCP server failed to start:', error);
  process.exit(1);
}
