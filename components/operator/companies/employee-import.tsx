'use client';

import { useState, type FormEvent } from 'react';
import { ImportResults } from '@/components/ui/import-results';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { useImportFile } from '@/components/ui/use-import-file';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { ZEmployeeImportQuery, type TEmployeeImportSummary } from '@/lib/contract/employees';
import type { TKitMode } from '@/lib/queries/operator';
import { uploadImport } from '@/lib/queries/upload-import';

const MODES = ZEmployeeImportQuery.shape.mode.unwrap().options;

/** The HRIS sync: upload an export (CSV or JSON) for the company's live data or its sandbox, optionally as a full sync. */
export function EmployeeImport({ companyId }: { companyId: string }) {
  const [mode, setMode] = useState<TKitMode>('live');
  const [isFull, setIsFull] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const upload = useBffMutation({
    call: (input: { file: File; mode: TKitMode; isFull: boolean }) =>
      uploadImport<TEmployeeImportSummary>('POST /api/operator/companies/[id]/employees/import', input.file, {
        params: { id: companyId },
        query: { mode: input.mode, full: String(input.isFull) },
      }),
    // The directory is the company's, read through the public API: nothing the console shows changes.
    invalidates: [],
    success: (summary) =>
      `Employees imported: ${summary.created} created, ${summary.updated} updated${summary.errors.length ? `, ${summary.errors.length} rejected` : ''}.`,
    onSuccess: () => setIsConfirming(false),
    onError: () => setIsConfirming(false),
  });

  const importFile = useImportFile({ label: 'Employee file (CSV or JSON)', onChange: () => upload.reset() });
  const file = importFile.file;

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = importFile.take();
    if (!chosen) return;
    if (isFull) setIsConfirming(true);
    else upload.mutate({ file: chosen, mode, isFull });
  }

  const summary = upload.data;
  return (
    <section aria-labelledby="employee-import" className="space-y-4">
      <div>
        <h2 id="employee-import" className="text-lg font-semibold">
          Employee import
        </h2>
        <p className="text-sm text-muted">
          An HRIS export with a header row (columns{' '}
          <span className="font-mono text-xs">
            hris_id, name, email, status, department, job_title, country, address, start_date, end_date,
            employee_number, manager_email
          </span>
          ). Employees are matched by HRIS id, else e-mail; importing the same file again changes nothing.
        </p>
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Import employees"
        className="grid gap-4 rounded-lg border border-line bg-raised p-5 md:grid-cols-3 md:items-start"
      >
        {importFile.field}
        <SelectField label="Data" value={mode} onChange={(event) => setMode(event.currentTarget.value as TKitMode)}>
          {MODES.map((option) => (
            <option key={option} value={option}>
              {option === 'live' ? 'Live' : 'Test (sandbox)'}
            </option>
          ))}
        </SelectField>
        <div className="md:pt-7">
          <CheckboxField
            label="Full sync: active employees missing from the file are leaving (end date today)"
            checked={isFull}
            onChange={(event) => setIsFull(event.currentTarget.checked)}
          />
        </div>
        <div className="md:col-span-3">
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Importing…' : 'Import employees'}
          </Button>
        </div>
      </form>
      {summary ? (
        <ImportResults
          title={`Imported ${upload.variables?.file.name ?? 'the file'}`}
          counts={[
            { label: 'Created', value: summary.created },
            { label: 'Updated', value: summary.updated },
            { label: 'Unchanged', value: summary.unchanged },
            { label: 'Deactivated', value: summary.deactivated },
          ]}
          errors={summary.errors}
        />
      ) : null}
      {isConfirming && file ? (
        <ConfirmDialog
          open
          title="Run a full sync?"
          confirmLabel="Import and deactivate"
          confirmVariant="danger"
          isPending={upload.isPending}
          onConfirm={() => upload.mutate({ file, mode, isFull })}
          onCancel={() => setIsConfirming(false)}
        >
          Every active {mode === 'live' ? 'live' : 'sandbox'} employee of this company that {file.name} leaves out is
          marked inactive.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
