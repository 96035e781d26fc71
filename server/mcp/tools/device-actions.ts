import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ACTION_TYPES, ZPersonInput } from '@/lib/contract/device-actions';
import { ZCountryInput } from '@/lib/contract/common';
import type { McpContext } from '../context';
import { addTool } from './define';

const ACTION_ID = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .describe('The device action id (UUID) or its reference, e.g. "DA-2026-000042".');

// Device actions: Store, Assign or Reassign a device (device_actions:write), and follow one (device_actions:read).
export function registerDeviceActionTools(server: McpServer, context: McpContext) {
  addTool(
    server,
    context,
    'create_device_action',
    {
      title: 'Create a device action',
      description:
        'Have Loadout move a device: Store (collect it from current_user into storage), Assign (send it from storage to ' +
        'new_recipient) or Reassign (collect it from current_user and send it to new_recipient). For a device in the ' +
        'inventory give its serial_number (find it with lookup_asset); for a device not in the inventory also give ' +
        'external_device {model, type, country}.',
      scope: 'device_actions:write',
      kind: 'write',
      input: {
        action_type: z.enum(ACTION_TYPES).describe('Store, Assign or Reassign.'),
        serial_number: z.string().trim().min(1).max(100).describe("The device's serial number."),
        current_user: ZPersonInput.optional().describe(
          'Who has the device now (where it is collected for Store and Reassign): name, email, country, address, phone.',
        ),
        new_recipient: ZPersonInput.optional().describe('Who receives the device; required for Assign and Reassign.'),
        wipe: z.boolean().optional().describe('Wipe the device before it is stored or handed on (default false).'),
        notes: z.string().trim().max(5000).optional().describe('Instructions for Loadout.'),
        notification_emails: z.array(z.email()).max(20).optional().describe('Addresses to notify about progress.'),
        external_device: z
          .strictObject({
            model: z.string().trim().min(1).max(200),
            type: z.string().trim().min(1).max(100).describe('Device type, e.g. "Laptop".'),
            country: ZCountryInput.describe('Where the device is: country name or code, kept as given.'),
          })
          .optional()
          .describe('Only for a device that is not in the inventory: what it is and where.'),
      },
    },
    async ({ external_device: external, ...body }, options) => {
      const action = external
        ? await context.loadout.deviceActions.createExternal({ ...body, ...external }, options)
        : await context.loadout.deviceActions.create(body, options);
      return { device_action: action };
    },
  );

  addTool(
    server,
    context,
    'get_device_action',
    {
      title: 'Get a device action',
      description:
        'Get one device action: its status and history, tracking, the people involved and any request for input from Loadout.',
      scope: 'device_actions:read',
      kind: 'read',
      input: {
        id: ACTION_ID,
        include_asset: z.boolean().optional().describe('Also return the inventory record of the device.'),
      },
    },
    async ({ id, include_asset: includeAsset }) => ({
      device_action: await context.loadout.deviceActions.retrieve(id, includeAsset ? { include_asset: 'true' } : {}),
    }),
  );
}
