import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { McpContext } from '../context';
import { addTool, PAGE_INPUT, pageResult } from './define';

const filter = (what: string, example: string) =>
  z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(`${what}, case-insensitive; comma-separated values mean OR (e.g. ${example}).`);

// Products and kits: any valid key may read them.
export function registerCatalogTools(server: McpServer, context: McpContext) {
  addTool(
    server,
    context,
    'search_catalog',
    {
      title: 'Search the product catalog',
      description:
        'Search the Loadout hardware catalog (laptops, monitors, phones, headsets, docks, accessories). Each product lists ' +
        'its active configurations (cpu, ram, storage, screen size, price estimate). Use a product id and a configuration ' +
        'id in draft_quote/create_quote items. The answer also lists available_filters: every value each filter can take.',
      scope: null,
      kind: 'read',
      input: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .describe('Words matched against brand, model and name, e.g. "thinkpad 14".'),
        product_type: filter('Product type', '"Laptop" or "Monitor,Dock"'),
        brand: filter('Brand', '"Apple,Lenovo"'),
        cpu: filter('CPU of an active configuration', '"Apple M3"'),
        ram: filter('RAM of an active configuration', '"16 GB,32 GB"'),
        storage: filter('Storage of an active configuration', '"512 GB"'),
        screen_size: filter('Screen size of an active configuration', '"14\\""'),
        ...PAGE_INPUT,
      },
    },
    async ({ query, ...filters }) => {
      const page = await context.loadout.products.list({ ...filters, search: query });
      return pageResult('products', page, { available_filters: page.meta.available_filters });
    },
  );

  addTool(
    server,
    context,
    'list_kits',
    {
      title: 'List equipment kits',
      description:
        "List the company's kits: predefined bundles of devices (e.g. an engineering starter kit for Europe). A kit id can be " +
        'quoted as one item (kit_id) and expands into one quote item per device.',
      scope: null,
      kind: 'read',
      input: {
        search: z.string().trim().min(1).max(200).optional().describe('Part of the kit name, case-insensitive.'),
        tag: filter('Tag', '"onboarding"'),
        region: filter('Region', '"Europe"'),
        ...PAGE_INPUT,
      },
    },
    async (query) => pageResult('kits', await context.loadout.kits.list(query)),
  );

  addTool(
    server,
    context,
    'get_kit',
    {
      title: 'Get a kit',
      description: 'Get one kit with its devices (product, configuration, specification and quantity of each).',
      scope: null,
      kind: 'read',
      input: { id: z.uuid().describe('The kit id, from list_kits.') },
    },
    async ({ id }) => ({ kit: await context.loadout.kits.retrieve(id) }),
  );
}
