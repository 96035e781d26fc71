'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TOperatorAsset } from '@/lib/contract/assets';
import { ZRecordErasureRequest, type TClearAssetRequest } from '@/lib/contract/clearance';
import { countryLabel } from '@/lib/countries';
import { formatDate, dayOf as isoDay } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { clearanceQueries } from '@/lib/queries/operator-queues';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { CompanyLink } from './company-link';

const INVALIDATES = [clearanceQueries.root];
const GRADE_LABELS = { A: 'A: like new', B: 'B: light wear', C: 'C: worn but working', D: 'D: broken' } as const;

type ErasureInput = z.input<typeof ZRecordErasureRequest>;
type ErasureBody = z.output<typeof ZRecordErasureRequest>;
const ERASURE_FIELDS = ['method', 'tool', 'erased_on', 'performed_by', 'verification', 'verification_note'] as const;

/** The erasure of one device, as the technician reports it: a verified one issues the certificate. */
function ErasureForm({ asset, onDone }: { asset: TOperatorAsset; onDone: () => void }) {
  const form = useForm<ErasureInput, unknown, ErasureBody>({
    resolver: zodResolver(ZRecordErasureRequest),
    defaultValues: { method: 'purge', tool: '', erased_on: isoDay(), performed_by: '', verification: 'passed' },
  });
  const record = useBffMutation({
    call: (body: ErasureBody) =>
      bffCall<{ data: TOperatorAsset }>('POST /api/operator/assets/[id]/erasure', { params: { id: asset.id }, body }),
    invalidates: INVALIDATES,
    success: ({ data }) => `Erasure recorded: certificate ${data.erasure?.certificate_number ?? ''} issued.`,
    form: { setError: form.setError, fields: ERASURE_FIELDS },
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Erasure of ${asset.serial_number}`}
      onSubmit={form.handleSubmit((values) => record.mutate(values))}
      className="space-y-3 rounded-md border border-line bg-surface p-3"
    >
      <FormError message={record.formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Method (NIST SP 800-88)" error={errors.method?.message} {...form.register('method')}>
          <option value="clear">Clear: overwrite through the interface</option>
          <option value="purge">Purge: cryptographic or block erase</option>
          <option value="destroy">Destroy: physical destruction</option>
        </SelectField>
        <TextField
          label="Tool"
          hint="Software or device, with its version."
          error={errors.tool?.message}
          {...form.register('tool')}
        />
        <TextField label="Erased on" type="date" error={errors.erased_on?.message} {...form.register('erased_on')} />
        <TextField label="Performed by" error={errors.performed_by?.message} {...form.register('performed_by')} />
        <SelectField label="Verification" error={errors.verification?.message} {...form.register('verification')}>
          <option value="passed">Passed</option>
          <option value="failed">Failed</option>
        </SelectField>
        <TextField
          label="Verification note (optional)"
          error={errors.verification_note?.message}
          {...form.register('verification_note', {
            setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
          })}
        />
      </div>
      <FormActions>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Issuing…' : 'Record erasure and issue certificate'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}

/** The outcome after the certificate: resale with the amount credited to the company, or recycling. */
function OutcomeForm({ asset, onDone }: { asset: TOperatorAsset; onDone: () => void }) {
  const planned = asset.storage?.type === 'clearance' ? asset.storage.outcome : 'resale';
  const [outcome, setOutcome] = useState<'resale' | 'recycle'>(planned);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(asset.currency);
  const clear = useBffMutation({
    call: (body: TClearAssetRequest) =>
      bffCall<{ data: TOperatorAsset }>('POST /api/operator/assets/[id]/clearance', { params: { id: asset.id }, body }),
    invalidates: INVALIDATES,
    success: () => `${asset.serial_number} cleared: it has left ${asset.company.name}'s inventory.`,
    onSuccess: onDone,
  });
  return (
    <form
      noValidate
      aria-label={`Outcome of ${asset.serial_number}`}
      onSubmit={(event) => {
        event.preventDefault();
        clear.mutate(
          outcome === 'recycle'
            ? { outcome }
            : { outcome, credited_amount: Number(amount), currency: currency.trim().toUpperCase() },
        );
      }}
      className="space-y-3 rounded-md border border-line bg-surface p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Outcome"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as 'resale' | 'recycle')}
        >
          <option value="resale">Resold</option>
          <option value="recycle">Recycled</option>
        </SelectField>
        {outcome === 'resale' ? (
          <>
            <TextField
              label="Credited amount"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextField
              label="Currency"
              maxLength={3}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            />
          </>
        ) : null}
      </div>
      <FormActions>
        <Button type="submit" disabled={clear.isPending || (outcome === 'resale' && amount === '')}>
          {clear.isPending ? 'Clearing…' : 'Clear the device'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}

/** Devices every company sent to clearance: erase each with a certificate, then record its resale or recycling. */
export function ClearanceBoard() {
  const [open, setOpen] = useState<{ id: string; form: 'erasure' | 'outcome' } | null>(null);
  const columns: Column<TOperatorAsset>[] = [
    {
      header: 'Device',
      cell: (asset) => (
        <>
          <span className="font-mono text-xs">{asset.serial_number}</span>
          <span className="block">{asset.model}</span>
          <span className="block text-xs text-muted">
            <CompanyLink company={asset.company} livemode={asset.livemode} /> ·{' '}
            {countryLabel(asset.country, asset.country_code)}
          </span>
        </>
      ),
    },
    {
      header: 'Received',
      cell: (asset) =>
        asset.received_at ? (
          <>
            {formatDate(asset.received_at)}
            {asset.condition_grade ? (
              <span className="block text-xs text-muted">{GRADE_LABELS[asset.condition_grade]}</span>
            ) : null}
            {asset.condition_note ? <span className="block text-xs text-muted">{asset.condition_note}</span> : null}
          </>
        ) : (
          'Completed without a grade'
        ),
    },
    {
      header: 'Planned',
      cell: (asset) =>
        asset.storage?.type === 'clearance' && asset.storage.outcome === 'recycle' ? 'Recycle' : 'Resale',
    },
    {
      header: 'Next step',
      cell: (asset) =>
        open?.id === asset.id ? (
          open.form === 'erasure' ? (
            <ErasureForm asset={asset} onDone={() => setOpen(null)} />
          ) : (
            <OutcomeForm asset={asset} onDone={() => setOpen(null)} />
          )
        ) : asset.erasure ? (
          <>
            <span className="block text-xs text-muted">Certificate {asset.erasure.certificate_number}</span>
            <Button onClick={() => setOpen({ id: asset.id, form: 'outcome' })}>
              Record outcome<span className="sr-only"> of {asset.serial_number}</span>
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen({ id: asset.id, form: 'erasure' })}>
            Record erasure<span className="sr-only"> of {asset.serial_number}</span>
          </Button>
        ),
    },
  ];
  return (
    <ResourceTable
      query={clearanceQueries.list()}
      columns={columns}
      rowKey={(asset) => asset.id}
      caption="Devices waiting for clearance"
      empty="No device waits for clearance: a Store with destination clearance brings one here once it is received."
    />
  );
}
