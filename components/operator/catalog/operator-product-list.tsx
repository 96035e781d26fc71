'use client';

import Link from 'next/link';
import { FilterForm } from '@/components/ui/filter-form';
import { TextField } from '@/components/ui/field';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/dates';
import { operatorProductQueries, type TOperatorProduct } from '@/lib/queries/operator';
import type { TOperatorCatalogFilters } from './catalog-filters';

const COLUMNS: Column<TOperatorProduct>[] = [
  {
    header: 'Product',
    cell: (product) => (
      <Link href={`/operator/catalog/${product.id}`} className="font-medium text-accent underline">
        {product.name}
      </Link>
    ),
  },
  { header: 'Brand', cell: (product) => product.brand },
  { header: 'Model', cell: (product) => product.model },
  { header: 'Type', cell: (product) => product.product_type },
  { header: 'Status', cell: (product) => <StatusBadge status={product.active ? 'active' : 'inactive'} /> },
  {
    header: 'Configurations',
    cell: (product) =>
      `${product.configurations.filter((configuration) => configuration.active).length} of ${product.configurations.length} active`,
  },
  { header: 'Updated', cell: (product) => formatDate(product.updated_at), className: 'whitespace-nowrap' },
];

/** The whole catalog for the operator, with its filters in the URL. */
export function OperatorProductList({ filters }: { filters: TOperatorCatalogFilters }) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <>
      <FilterForm label="Filter products" filters={filters}>
        <TextField
          label="Search"
          name="search"
          type="search"
          defaultValue={filters.search ?? ''}
          placeholder="Brand, model or name"
        />
        <TextField
          label="Product type"
          name="product_type"
          defaultValue={filters.product_type ?? ''}
          placeholder="e.g. Laptop, Monitor"
        />
        <TextField label="Brand" name="brand" defaultValue={filters.brand ?? ''} placeholder="e.g. Apple, Dell" />
      </FilterForm>
      <ResourceTable
        query={operatorProductQueries.list(filters)}
        columns={COLUMNS}
        rowKey={(product) => product.id}
        caption="Catalog products"
        empty={
          isFiltered ? 'No product matches these filters.' : 'The catalog is empty; create a product or import a CSV.'
        }
      />
    </>
  );
}
