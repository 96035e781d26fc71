'use client';

import type { FormEvent } from 'react';
import type { TFxRateImportSummary } from '@/lib/contract/fx-rates';
import { fxRateQueries } from '@/lib/queries/fx-rates';
import { uploadImport } from '@/lib/queries/upload-import';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { ImportResults } from '@/components/ui/import-results';
import { useImportFile } from '@/components/ui/use-import-file';

const ECB_PAGE =
  'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html';
const EXAMPLE = `Date, USD, JPY, GBP, CHF,
04 December 2026, 1.0823, 162.87, 0.8512, 0.9468,`;

/** Uploads the ECB's reference-rate CSV (POST /operator/v1/fx-rates/import): wrong rows come back by number and column. */
export function FxRateImport() {
  const upload = useBffMutation({
    call: (input: File) => uploadImport<TFxRateImportSummary>('POST /api/operator/fx-rates/import', input),
    invalidates: [fxRateQueries.root],
    success: (summary) =>
      `Rates imported: ${summary.created} new, ${summary.updated} changed, ${summary.unchanged} unchanged${summary.errors.length ? `, ${summary.errors.length} problems` : ''}.`,
  });
  const file = useImportFile({ label: 'ECB rates file (CSV or JSON)', onChange: () => upload.reset() });

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = file.take();
    if (chosen) upload.mutate(chosen);
  }

  const summary = upload.data;
  return (
    <section aria-labelledby="fx-rate-import" className="space-y-4">
      <div className="text-sm text-muted">
        <h2 id="fx-rate-import" className="text-lg font-semibold text-fg">
          Import rates
        </h2>
        <p>
          The European Central Bank’s reference rates as it publishes them (
          <a href={ECB_PAGE} className="text-accent underline" rel="noreferrer" target="_blank">
            ecb.europa.eu
          </a>
          ): the daily file or the historical one, units of each currency per euro. Cells that are empty or N/A are no
          rate; rows with a problem are listed below and the others are imported, so a file can be sent again once
          fixed.
        </p>
        <pre className="mt-2 overflow-x-auto rounded-md bg-subtle p-3 font-mono text-xs text-fg">{EXAMPLE}</pre>
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Import exchange rates"
        className="flex flex-wrap items-start gap-3 rounded-lg border border-line bg-raised p-5"
      >
        <div className="min-w-0 flex-1 sm:min-w-72">{file.field}</div>
        <div className="mt-6">
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Importing…' : 'Import rates'}
          </Button>
        </div>
      </form>
      {summary ? (
        <ImportResults
          title={`Imported ${upload.variables?.name ?? 'the file'}`}
          counts={[
            { label: 'New rates', value: summary.created },
            { label: 'Changed', value: summary.updated },
            { label: 'Unchanged', value: summary.unchanged },
          ]}
          errors={summary.errors}
        />
      ) : null}
    </section>
  );
}
