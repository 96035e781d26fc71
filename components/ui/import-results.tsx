import { useId, type ReactNode } from 'react';
import { Cell, Table } from '@/components/ui/table';

type ImportError = { row: number; message: string };

/** What an import did, as a row of counts, and the records it rejected (row 1 is the first record after the header). */
export function ImportResults({
  title,
  counts,
  errors,
}: {
  title: string;
  counts: { label: string; value: number }[];
  errors: ImportError[];
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-lg border border-line bg-raised p-5"
      data-testid="import-results"
    >
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map((count) => (
          <Count key={count.label} label={count.label}>
            {count.value}
          </Count>
        ))}
        <Count label="Rejected">{errors.length}</Count>
      </dl>
      {errors.length === 0 ? (
        <p className="text-sm text-success">Every record was accepted.</p>
      ) : (
        <Table
          caption={`${errors.length === 1 ? '1 record was rejected' : `${errors.length} records were rejected`}; the others were imported.`}
          isCaptionShown
          headers={['Row', 'Problem']}
          tone="danger"
        >
          {errors.map((error) => (
            <tr key={`${error.row}-${error.message}`}>
              <Cell label="Row" className="font-mono">
                {error.row}
              </Cell>
              <Cell label="Problem">{error.message}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

function Count({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-line p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-semibold">{children}</dd>
    </div>
  );
}
