'use client';

import { ACTION_TYPES } from '@/lib/contract/device-actions';
import { FilterForm } from '@/components/ui/filter-form';
import { SelectField, TextField } from '@/components/ui/field';
import { ACTION_STATUS_PARAMS, toDeviceActionQuery, type TDeviceActionFilters } from './device-action-filters';
import { DeviceActionList } from './device-action-list';

/** The device-action list with its filters, which live in the URL. */
export function DeviceActionsView({ filters }: { filters: TDeviceActionFilters }) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <>
      <FilterForm label="Filter device actions" filters={filters}>
        <TextField label="Serial number" name="serial_number" defaultValue={filters.serial_number ?? ''} />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {Object.entries(ACTION_STATUS_PARAMS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Action type" name="action_type" defaultValue={filters.action_type ?? ''}>
          <option value="">Any type</option>
          {ACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField label="Created from" name="created_after" type="date" defaultValue={filters.created_after ?? ''} />
        <TextField
          label="Created until"
          name="created_before"
          type="date"
          defaultValue={filters.created_before ?? ''}
        />
      </FilterForm>
      <DeviceActionList
        filters={toDeviceActionQuery(filters)}
        empty={isFiltered ? 'No device actions match these filters.' : 'No device actions yet.'}
      />
    </>
  );
}
