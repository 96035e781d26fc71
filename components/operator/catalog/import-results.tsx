import { useId, type ReactNode } from 'react';

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
        <div className="overflow-x-auto rounded-lg border border-danger-line">
          <table className="min-w-full divide-y divide-danger-line text-sm">
            <caption className="bg-danger-soft px-4 py-2 text-left font-medium text-danger">
              {errors.length === 1 ? '1 record was rejected' : `${errors.length} records were rejected`}; the others
              were imported.
            </caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-4 py-2 text-left font-medium text-muted">
                  Row
                </th>
                <th scope="col" className="px-4 py-2 text-left font-medium text-muted">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-subtle">
              {errors.map((error) => (
                <tr key={`${error.row}-${error.message}`}>
                  <td className="px-4 py-2 font-mono">{error.row}</td>
                  <td className="px-4 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
