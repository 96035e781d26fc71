import type { TApiKey, TScope } from '@/lib/contract/access';
import type { Loadout } from '@loadout/sdk';
import { hasScope } from '@/server/access/scopes';

/** What every tool and resource of one MCP session works with: the SDK client of one API key, and that key. */
export type McpContext = {
  loadout: Loadout;
  key: Pick<TApiKey, 'id' | 'name' | 'mode' | 'livemode' | 'scopes'>;
  allowLiveWrites: boolean;
};

/** null: the operation needs only a valid key (products, kits). */
export function canUse(context: McpContext, scope: TScope | null): boolean {
  return scope === null || hasScope(context.key.scopes, scope);
}

export function isLiveWriteRefused(context: McpContext): boolean {
  return context.key.livemode && !context.allowLiveWrites;
}

export const LIVE_WRITE_REFUSAL =
  'Refused: this MCP server runs with a live API key (lo_live_…), and live writes create real orders and shipments. ' +
  'Use a test key (lo_test_…) to try things in the sandbox, or restart the server with --allow-live-writes ' +
  '(or MCP_ALLOW_LIVE_WRITES=true) to allow writes with the live key.';
