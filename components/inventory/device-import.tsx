'use client';

import type { FormEvent } from 'react';
import type { TDeviceImportSummary } from '@/lib/contract/assets';
import { assetQueries } from '@/lib/queries/resources';
import { uploadImport } from '@/lib/queries/upload-import';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { ImportResults } from '@/components/ui/import-results';
import { useImportFile } from '@/components/ui/use-import-file';

const COLUMNS =
  'serial_number, device_type, model, country, employee_name, employee_email, purchase_cost, currency, purchased_on, warranty_ends_on, condition, description';
const EXAMPLE = `serial_number,device_type,model,country,employee_name,employee_email,purchase_cost,currency,purchased_on,warranty_ends_on
PF4K2M9X,Laptop,ThinkPad T14 Gen 5,DE,Jonas Weber,jonas.weber@acme.example,1649.00,EUR,2024-09-02,2027-09-01`;

/** Adds the devices of a spreadsheet (POST /devices/import): bad rows come back by number, the others land. */
export function DeviceImport({ onClose }: { onClose: () => void }) {
  const upload = useBffMutation({
    call: (input: File) => uploadImport<TDeviceImportSummary>('POST /api/devices/import', input),
    invalidates: [assetQueries.root],
    success: (summary) =>
      `${summary.created} ${summary.created === 1 ? 'device' : 'devices'} added${summary.errors.length ? `, ${summary.errors.length} rows refused` : ''}.`,
  });

  const file = useImportFile({ label: 'Device file (CSV or JSON)', onChange: () => upload.reset() });

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = file.take();
    if (chosen) upload.mutate(chosen);
  }

  const summary = upload.data;
  return (
    <section
      aria-labelledby="device-import-heading"
      className="mb-6 space-y-4 rounded-lg border border-line bg-raised p-6 shadow-sm"
    >
      <h2 id="device-import-heading" className="text-lg font-semibold">
        Import devices
      </h2>
      <div className="text-sm text-muted">
        <p>
          A CSV file with a header row (or a JSON array): <span className="font-mono text-xs">{COLUMNS}</span>. The
          first four are required; with an employee a device is in use, without one in storage. Devices already in the
          inventory are left as they are, so a file can be sent again after fixing the rows it refused.
        </p>
        <p className="mt-2">For example:</p>
        <pre className="mt-1 overflow-x-auto rounded-md bg-subtle p-3 font-mono text-xs text-fg">{EXAMPLE}</pre>
      </div>
      <form noValidate onSubmit={submit} aria-label="Import devices" className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 sm:min-w-72">{file.field}</div>
        <div className="mt-6 flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Importing…' : 'Import devices'}
          </Button>
        </div>
      </form>
      {summary ? (
        <ImportResults
          title={`Imported ${upload.variables?.name ?? 'the file'}`}
          counts={[
            { label: 'Devices added', value: summary.created },
            { label: 'Already in the inventory', value: summary.existing },
            { label: 'Rows refused', value: summary.errors.length },
          ]}
          errors={summary.errors}
        />
      ) : null}
    </section>
  );
}
