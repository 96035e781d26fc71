import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Variables } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import type { TScope } from '@/lib/contract/access';
import { LoadoutError } from '@loadout/sdk';
import { canUse, type McpContext } from './context';
import { describeError } from './results';

const RESOURCE_NOT_FOUND = -32002;
const RECENT = 25;

type ResourceSpec = {
  name: string;
  template: string;
  title: string;
  description: string;
  scope: TScope;
  /** The most recent objects, offered by resources/list. */
  listRecent: () => Promise<{ uri: string; name: string; title: string }[]>;
  read: (id: string) => Promise<unknown>;
};

// A quote and a device action as JSON documents the client can attach to a conversation.
export function registerResources(server: McpServer, context: McpContext) {
  const { loadout } = context;
  const specs: ResourceSpec[] = [
    {
      name: 'quote',
      template: 'loadout://quotes/{id}',
      title: 'Quote',
      description:
        'A quote with its items, alternatives, recipients and prices; {id} is the quote id or its number (Q-2026-000123).',
      scope: 'quotes:read',
      listRecent: async () =>
        (await loadout.quotes.list({ limit: RECENT })).data.map((quote) => ({
          uri: `loadout://quotes/${quote.id}`,
          name: quote.number,
          title: `Quote ${quote.number} (${quote.status})`,
        })),
      read: (id) => loadout.quotes.retrieve(id),
    },
    {
      name: 'device-action',
      template: 'loadout://device-actions/{id}',
      title: 'Device action',
      description:
        'A device action (Store, Assign, Reassign) with its history and tracking; {id} is its id or reference (DA-2026-000042).',
      scope: 'device_actions:read',
      listRecent: async () =>
        (await loadout.deviceActions.list({ limit: RECENT })).data.map((action) => ({
          uri: `loadout://device-actions/${action.id}`,
          name: action.action_id,
          title: `${action.action_type} ${action.serial_number} (${action.status})`,
        })),
      read: (id) => loadout.deviceActions.retrieve(id),
    },
  ];

  for (const spec of specs.filter((candidate) => canUse(context, candidate.scope))) {
    const template = new ResourceTemplate(spec.template, {
      list: async () => ({
        resources: (await spec.listRecent()).map((resource) => ({ ...resource, mimeType: 'application/json' })),
      }),
    });
    server.registerResource(
      spec.name,
      template,
      { title: spec.title, description: spec.description, mimeType: 'application/json' },
      async (uri, variables) => {
        const object = await readOrThrow(() => spec.read(idOf(variables)));
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(object, null, 2) }] };
      },
    );
  }
}

function idOf(variables: Variables): string {
  const id = Array.isArray(variables.id) ? variables.id[0] : variables.id;
  return decodeURIComponent(id ?? '');
}

/** An API error as a JSON-RPC error carrying the API's code and request id. */
async function readOrThrow<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const { error: described } = describeError(error);
    const code = error instanceof LoadoutError && error.status === 404 ? RESOURCE_NOT_FOUND : -32603;
    throw new McpError(
      code,
      `${described.message} (${described.code ?? 'no code'}, request id ${described.request_id ?? 'none'})`,
      described,
    );
  }
}
