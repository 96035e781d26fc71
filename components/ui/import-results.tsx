import { useId, type ReactNode } from 'react';
import { Cell, Table } from '@/components/ui/table';

/** A refused record; `column` names the column (or field) at fault, if the import says, and row 0 is then the header. */
type ImportError = { row: number; column?: string | null; message: string };

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
  const hasColumns = errors.some((error) => error.column !== undefined);
  const caption = hasColumns
    ? `${errors.length === 1 ? '1 problem' : `${errors.length} problems`}: a row with one was not imported, a header column with one was skipped; everything else was imported.`
    : `${errors.length === 1 ? '1 record was rejected' : `${errors.length} records were rejected`}; the others were imported.`;
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
        <Count label={hasColumns ? 'Problems' : 'Rejected'}>{errors.length}</Count>
      </dl>
      {errors.length === 0 ? (
        <p className="text-sm text-success">Every record was accepted.</p>
      ) : (
        <Table
          caption={caption}
          isCaptionShown
          headers={hasColumns ? ['Row', 'Column', 'Problem'] : ['Row', 'Problem']}
          tone="danger"
        >
          {errors.map((error) => (
            <tr key={`${error.row}-${error.column ?? ''}-${error.message}`}>
              <Cell label="Row" className="font-mono">
                {hasColumns && error.row === 0 ? 'Header' : error.row}
              </Cell>
              {hasColumns ? (
                <Cell label="Column" className="font-mono">
                  {error.column ?? '—'}
                </Cell>
              ) : null}
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
