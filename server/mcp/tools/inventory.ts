import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { McpContext } from '../context';
import { addTool, PAGE_INPUT, pageResult } from './define';

// Inventory (assets:read) and the employee directory (employees:read).
export function registerInventoryTools(server: McpServer, context: McpContext) {
  addTool(
    server,
    context,
    'lookup_asset',
    {
      title: 'Look up devices in the inventory',
      description:
        "Find devices in the company's inventory: by exact serial number, or by a search text (serial, model, or the " +
        "holder's name or e-mail), status, country or device type. Each asset says who holds it (employee) or that it is in storage.",
      scope: 'assets:read',
      kind: 'read',
      input: {
        serial_number: z.string().trim().min(1).optional().describe('Exact serial number, case-insensitive.'),
        search: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .describe('Part of a serial number, model, or employee name or e-mail.'),
        status: z.enum(['in_storage', 'in_use', 'all']).optional().describe('in_storage, in_use, or all (default).'),
        country: z.string().trim().min(1).optional().describe('Country code or name; comma-separated means OR.'),
        device_type: z
          .string()
          .trim()
          .min(1)
          .optional()
          .describe('Device type such as "Laptop"; comma-separated means OR.'),
        ...PAGE_INPUT,
      },
    },
    async (query) => pageResult('assets', await context.loadout.assets.list(query)),
  );

  addTool(
    server,
    context,
    'list_employees',
    {
      title: 'List employees',
      description:
        "Search the company's employee directory (synced from its HRIS) for names, e-mails, countries and addresses, e.g. " +
        'to fill in the recipients of a quote or the new recipient of a device action.',
      scope: 'employees:read',
      kind: 'read',
      input: {
        search: z.string().trim().min(1).max(200).optional().describe('Part of the name or e-mail.'),
        status: z.enum(['active', 'inactive', 'all']).optional().describe('active, inactive, or all (default).'),
        department: z.string().trim().min(1).optional().describe('Department; comma-separated means OR.'),
        country: z.string().trim().min(1).optional().describe('Country code or name; comma-separated means OR.'),
        ...PAGE_INPUT,
      },
    },
    async (query) => pageResult('employees', await context.loadout.employees.list(query)),
  );
}
