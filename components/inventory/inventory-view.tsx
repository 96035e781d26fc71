'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { ExportButton } from '@/components/exports/export-button';
import { AddDeviceForm } from './add-device-form';
import { ASSET_STATUS_LABELS, type TAssetFilters } from './asset-filters';
import { AssetList } from './asset-list';

/** The inventory with its filters (in the URL) and, for IT staff, the form that adds a device. */
export function InventoryView({
  filters,
  canWrite,
  canAudit,
}: {
  filters: TAssetFilters;
  canWrite: boolean;
  canAudit: boolean;
}) {
  const [isAdding, setIsAdding] = useState(false);
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader
        title="Inventory"
        description="Devices your company holds, in use or in storage."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ExportButton kind="inventory" filters={filters} what="the inventory" />
            {canWrite && !isAdding ? <Button onClick={() => setIsAdding(true)}>Add device</Button> : null}
          </div>
        }
      />
      {isAdding ? <AddDeviceForm onClose={() => setIsAdding(false)} /> : null}
      <FilterForm label="Filter the inventory" filters={filters}>
        <TextField
          label="Search"
          name="search"
          type="search"
          defaultValue={filters.search ?? ''}
          placeholder="Serial, model or employee"
        />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {Object.entries(ASSET_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Device type" name="device_type" defaultValue={filters.device_type ?? ''} />
        <CountrySelect name="country" emptyLabel="Any country" defaultValue={filters.country ?? ''} />
        <TextField label="Exact serial number" name="serial_number" defaultValue={filters.serial_number ?? ''} />
      </FilterForm>
      <AssetList
        filters={filters}
        canWrite={canWrite}
        canAudit={canAudit}
        empty={isFiltered ? 'No devices match these filters.' : 'No devices in the inventory yet.'}
      />
    </>
  );
}
