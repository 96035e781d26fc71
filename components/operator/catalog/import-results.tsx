import { useId, type ReactNode } from 'react';

type ImportError = { row: number; message: string };

/** What an import did, as a row of counts, and the records it rejected (row 1 is the first record after the header). */
export function ImportResults({ title, counts, errors }: { title: string; counts: { label: string; value: number }[]; errors: ImportError[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5" data-testid="import-results">
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
        <p className="text-sm text-green-800">Every record was accepted.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-red-200">
          <table className="min-w-full divide-y divide-red-100 text-sm">
            <caption className="bg-red-50 px-4 py-2 text-left font-medium text-red-900">
              {errors.length === 1 ? '1 record was rejected' : `${errors.length} records were rejected`}; the others were imported.
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-2 text-left font-medium text-slate-700">
                  Row
                </th>
                <th scope="col" className="px-4 py-2 text-left font-medium text-slate-700">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
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
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold">{children}</dd>
    </div>
  );
}
