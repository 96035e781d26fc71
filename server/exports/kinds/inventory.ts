import { ZListAssetsQuery, type TAsset } from '@/lib/contract/assets';
import * as inventory from '../../inventory/service';
import { defineExportKind, everyPage } from '../kind';

/** The inventory, as GET /api/v1/assets lists it. */
export const inventoryExport = defineExportKind({
  kind: 'inventory',
  title: 'inventory',
  readScope: 'assets:read',
  filters: ZListAssetsQuery.omit({ cursor: true, limit: true }),
  columns: [
    { header: 'Serial number', value: (asset: TAsset) => asset.serial_number },
    { header: 'Device type', value: (asset) => asset.device_type },
    { header: 'Model', value: (asset) => asset.model },
    { header: 'Description', value: (asset) => asset.description },
    { header: 'Country', value: (asset) => asset.country },
    { header: 'Status', value: (asset) => asset.status },
    { header: 'Employee', value: (asset) => asset.employee?.name },
    { header: 'Employee e-mail', value: (asset) => asset.employee?.email },
    { header: 'Condition', value: (asset) => asset.condition },
    { header: 'Cost', value: (asset) => asset.cost },
    { header: 'Currency', value: (asset) => asset.currency },
    { header: 'Source', value: (asset) => asset.source },
    { header: 'Created at', value: (asset) => asset.created_at },
    { header: 'Updated at', value: (asset) => asset.updated_at },
    { header: 'ID', value: (asset) => asset.id },
    // Added after the first columns, so that a file read by position reads as before.
    { header: 'Purchased on', value: (asset) => asset.purchased_on },
    { header: 'Warranty ends on', value: (asset) => asset.warranty_ends_on },
    { header: 'Refresh due on', value: (asset) => asset.refresh_due_on },
    { header: 'Book value', value: (asset) => asset.book_value },
  ],
  async *rows(db, tenant, filters) {
    for await (const page of everyPage((page) => inventory.listAssets(db, tenant, { ...filters, ...page }))) {
      yield page.map(inventory.toAsset);
    }
  },
});
