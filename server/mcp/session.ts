import { Loadout } from '@loadout/sdk';
import type { McpContext } from './context';

/** An SDK client for the key, and the key itself as the API describes it (mode, scopes); throws the API's error for a bad key. */
export async function openContext(options: {
  apiUrl: string;
  apiKey: string;
  allowLiveWrites: boolean;
}): Promise<McpContext> {
  const loadout = new Loadout({ apiKey: options.apiKey, baseUrl: options.apiUrl });
  const key = await loadout.apiKeys.retrieveCurrent();
  return { loadout, key, allowLiveWrites: options.allowLiveWrites };
}
