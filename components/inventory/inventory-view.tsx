'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { ExportButton } from '@/components/exports/export-button';
import { formatDate } from '@/lib/dates';
import { AddDeviceForm } from './add-device-form';
import { ASSET_STATUS_LABELS, refreshChoices, type TAssetFilters } from './asset-filters';
import { AssetList } from './asset-list';
import { DeviceImport } from './device-import';
import { LifespansForm } from './lifespans-form';

/** The inventory with its filters (in the URL) and, for IT staff, the forms that add devices, one or a file of them. */
export function InventoryView({
  filters,
  canWrite,
  canAudit,
  today,
}: {
  filters: TAssetFilters;
  canWrite: boolean;
  canAudit: boolean;
  /** YYYY-MM-DD (UTC), from the server. */
  today: string;
}) {
  const [panel, setPanel] = useState<'add' | 'import' | 'lifespans' | null>(null);
  const isFiltered = Object.values(filters).some(Boolean);
  const choices = refreshChoices(today);
  const due = filters.refresh_due_before;
  return (
    <>
      <PageHeader
        title="Inventory"
        description="Devices your company holds, in use or in storage."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ExportButton kind="inventory" filters={filters} what="the inventory" />
            {canWrite && panel !== 'lifespans' ? (
              <Button variant="secondary" onClick={() => setPanel('lifespans')}>
                Lifespans
              </Button>
            ) : null}
            {canWrite && panel !== 'import' ? (
              <Button variant="secondary" onClick={() => setPanel('import')}>
                Import devices
              </Button>
            ) : null}
            {canWrite && panel !== 'add' ? <Button onClick={() => setPanel('add')}>Add device</Button> : null}
          </div>
        }
      />
      {panel === 'add' ? <AddDeviceForm onClose={() => setPanel(null)} /> : null}
      {panel === 'import' ? <DeviceImport onClose={() => setPanel(null)} /> : null}
      {panel === 'lifespans' ? <LifespansForm onClose={() => setPanel(null)} /> : null}
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
        <SelectField label="Refresh" name="refresh_due_before" defaultValue={due ?? ''}>
          <option value="">Any refresh date</option>
          {choices.map((choice) => (
            <option key={choice.label} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {due && !choices.some((choice) => choice.value === due) ? (
            <option value={due}>Due before {formatDate(due)}</option>
          ) : null}
        </SelectField>
        <TextField label="Device type" name="device_type" defaultValue={filters.device_type ?? ''} />
        <CountrySelect name="country" emptyLabel="Any country" defaultValue={filters.country ?? ''} />
        <TextField label="Exact serial number" name="serial_number" defaultValue={filters.serial_number ?? ''} />
      </FilterForm>
      <AssetList
        today={today}
        filters={filters}
        canWrite={canWrite}
        canAudit={canAudit}
        empty={isFiltered ? 'No devices match these filters.' : 'No devices in the inventory yet.'}
      />
    </>
  );
}
