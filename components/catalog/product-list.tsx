'use client';

import type { TProduct } from '@/lib/contract/catalog';
import { productQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';

const COLUMNS: Column<TProduct>[] = [
  { header: 'Product', cell: (product) => <span className="font-medium">{product.name}</span> },
  { header: 'Brand', cell: (product) => product.brand },
  { header: 'Type', cell: (product) => product.product_type },
  { header: 'Configurations', cell: (product) => product.configurations.length, className: 'text-right' },
];

export function ProductList() {
  return <ResourceTable query={productQueries.list()} columns={COLUMNS} rowKey={(product) => product.id} caption="Products" empty="The catalog is empty." />;
}
