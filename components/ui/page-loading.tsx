import { TableSkeleton } from './resource-table';

/** The loading state of a data route while its server part renders. */
export function PageLoading() {
  return (
    <div>
      <div className="mb-6 h-8 w-48 animate-pulse rounded bg-line" />
      <TableSkeleton columns={5} />
    </div>
  );
}
