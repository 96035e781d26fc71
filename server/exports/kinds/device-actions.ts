import { ZListDeviceActionsQuery, type TDeviceAction } from '@/lib/contract/device-actions';
import * as logistics from '../../logistics/service';
import { defineExportKind, everyPage } from '../kind';

/** Device actions, as GET /api/v1/device-actions lists them. */
export const deviceActionsExport = defineExportKind({
  kind: 'device_actions',
  title: 'device-actions',
  readScope: 'device_actions:read',
  filters: ZListDeviceActionsQuery.omit({ cursor: true, limit: true, include_asset: true }),
  columns: [
    { header: 'Action', value: (action: TDeviceAction) => action.action_id },
    { header: 'Type', value: (action) => action.action_type },
    { header: 'Status', value: (action) => action.status },
    { header: 'Serial number', value: (action) => action.serial_number },
    { header: 'Model', value: (action) => action.model },
    { header: 'Device type', value: (action) => action.type },
    { header: 'Country', value: (action) => action.country },
    { header: 'Current user', value: (action) => action.current_user?.name },
    { header: 'Current user e-mail', value: (action) => action.current_user?.email },
    { header: 'New recipient', value: (action) => action.new_recipient?.name },
    { header: 'New recipient e-mail', value: (action) => action.new_recipient?.email },
    { header: 'Wipe', value: (action) => action.wipe },
    { header: 'Tracking code', value: (action) => action.tracking_code },
    { header: 'External', value: (action) => action.external },
    { header: 'Notes', value: (action) => action.notes },
    { header: 'Created at', value: (action) => action.created_at },
    { header: 'Updated at', value: (action) => action.updated_at },
    { header: 'ID', value: (action) => action.id },
  ],
  async *rows(db, tenant, filters) {
    yield* everyPage((page) => logistics.listActions(db, tenant, { ...filters, ...page }, { includeAsset: false }));
  },
});
