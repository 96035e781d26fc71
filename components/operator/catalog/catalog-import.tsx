'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useImportFile } from '@/components/ui/use-import-file';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TCatalogImportSummary } from '@/lib/contract/catalog';
import { operatorProductQueries } from '@/lib/queries/operator';
import { uploadImport } from '@/lib/queries/upload-import';
import { ImportResults } from '@/components/ui/import-results';

const COLUMNS =
  'brand, model, name, product_type, image_url, cpu, ram, storage, screen_size, price_estimate, currency, active';
const EXAMPLE = `brand,model,name,product_type,cpu,ram,storage,screen_size,price_estimate,currency,active
Lenovo,ThinkPad T14 Gen 5,ThinkPad T14 Gen 5,Laptop,Intel Core Ultra 5 125U,16 GB,512 GB,14",1249,USD,true`;

/** The catalog import: one record per configuration; bad records come back with their row, good ones still land. */
export function CatalogImport() {
  const upload = useBffMutation({
    call: (input: File) => uploadImport<TCatalogImportSummary>('POST /api/operator/products/import', input),
    invalidates: [operatorProductQueries.root],
    success: (summary) => {
      const changed =
        summary.products_created +
        summary.products_updated +
        summary.configurations_created +
        summary.configurations_updated;
      return `Catalog imported: ${changed} changes${summary.errors.length ? `, ${summary.errors.length} rejected` : ''}.`;
    },
  });

  const file = useImportFile({ label: 'Catalog file (CSV or JSON)', onChange: () => upload.reset() });

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = file.take();
    if (chosen) upload.mutate(chosen);
  }

  const summary = upload.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="catalog-file" className="space-y-4 rounded-lg border border-line bg-raised p-5">
        <h2 id="catalog-file" className="text-lg font-semibold">
          File
        </h2>
        <div className="text-sm text-muted">
          <p>
            One record per configuration, with a header row: <span className="font-mono text-xs">{COLUMNS}</span>. A
            product is matched by brand and model, a configuration by CPU, RAM, storage and screen size; importing the
            same file again changes nothing.
          </p>
          <p className="mt-2">For example:</p>
          <pre className="mt-1 overflow-x-auto rounded-md bg-subtle p-3 font-mono text-xs text-fg">{EXAMPLE}</pre>
        </div>
        <form noValidate onSubmit={submit} aria-label="Import catalog" className="flex flex-wrap items-start gap-3">
          <div className="min-w-72 flex-1">{file.field}</div>
          <Button type="submit" className="mt-6" disabled={upload.isPending}>
            {upload.isPending ? 'Importing…' : 'Import catalog'}
          </Button>
        </form>
      </section>
      {summary ? (
        <ImportResults
          title={`Imported ${upload.variables?.name ?? 'the file'}`}
          counts={[
            { label: 'Products created', value: summary.products_created },
            { label: 'Products updated', value: summary.products_updated },
            { label: 'Configurations created', value: summary.configurations_created },
            { label: 'Configurations updated', value: summary.configurations_updated },
            { label: 'Unchanged', value: summary.unchanged },
          ]}
          errors={summary.errors}
        />
      ) : null}
    </div>
  );
}
