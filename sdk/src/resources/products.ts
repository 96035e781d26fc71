import type { RequestOptions } from '../http';
import type { ListProductsParams, Product, ProductListMeta } from '../types';
import { Resource } from './resource';

export class ProductsResource extends Resource {
  /** Active catalog products; `(await page).meta.available_filters` lists each filter's values. */
  list(params: ListProductsParams = {}, options?: RequestOptions) {
    return this.http.list<Product, ProductListMeta>('products.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Product>('products.retrieve', [id], {}, options);
  }
}
