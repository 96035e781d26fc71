import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { isLiveWriteRefused, type McpContext } from './context';
import { registerResources } from './resources';
import { registerCatalogTools } from './tools/catalog';
import { registerDeviceActionTools } from './tools/device-actions';
import { registerInventoryTools } from './tools/inventory';
import { registerQuoteTools } from './tools/quotes';

export const MCP_SERVER_NAME = 'loadout';
export const MCP_SERVER_VERSION = '0.1.0';

/** The MCP server of one API key: only the tools and resources the key's scopes allow. */
export function createMcpServer(context: McpContext): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'Loadout', version: MCP_SERVER_VERSION },
    { instructions: instructionsFor(context) },
  );
  registerCatalogTools(server, context);
  registerQuoteTools(server, context);
  registerInventoryTools(server, context);
  registerDeviceActionTools(server, context);
  registerResources(server, context);
  return server;
}

function instructionsFor(context: McpContext): string {
  const mode = context.key.livemode
    ? `a live key: real orders${isLiveWriteRefused(context) ? '; writes are refused (the server was not started with --allow-live-writes)' : ', and writes are allowed'}`
    : 'a test key: everything happens in the sandbox, nothing is ordered';
  return [
    'Loadout procures hardware for company IT teams (quotes) and moves devices between employees and storage (device actions).',
    'Quote flow: search_catalog or list_kits → draft_quote → create_quote → Loadout prices it (status Quoted) → get_quote → decide_quote_option per item.',
    'Device flow: lookup_asset by serial number → create_device_action (Store, Assign, Reassign) → get_device_action.',
    `This session uses ${mode}. Scopes: ${context.key.scopes.join(', ') || 'none (catalog only)'}.`,
  ].join('\n');
}
