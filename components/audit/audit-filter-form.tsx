'use client';

import { FilterForm } from '@/components/ui/filter-form';
import { SelectField, TextField } from '@/components/ui/field';
import { ACTOR_TYPE_LABELS, AUDIT_OBJECT_TYPES, type TAuditFilters } from './audit-filters';

/** Who, what kind of object, which object, which operation and when; they live in the URL. */
export function AuditFilterForm({ filters }: { filters: TAuditFilters }) {
  return (
    <FilterForm label="Filter the audit log" filters={filters}>
      <TextField
        label="Who"
        name="actor"
        type="search"
        placeholder="E-mail, API key id or job"
        defaultValue={filters.actor ?? ''}
      />
      <SelectField label="Kind of actor" name="actor_type" defaultValue={filters.actor_type ?? ''}>
        <option value="">Anyone</option>
        {Object.entries(ACTOR_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Object" name="object_type" defaultValue={filters.object_type ?? ''}>
        <option value="">Any object</option>
        {Object.entries(AUDIT_OBJECT_TYPES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label="Object id" name="object_id" placeholder="Its id" defaultValue={filters.object_id ?? ''} />
      <TextField
        label="Operation"
        name="action"
        placeholder="quotes.create, quotes.*"
        defaultValue={filters.action ?? ''}
      />
      <TextField label="From" name="occurred_after" type="date" defaultValue={filters.occurred_after ?? ''} />
      <TextField label="Until" name="occurred_before" type="date" defaultValue={filters.occurred_before ?? ''} />
    </FilterForm>
  );
}
