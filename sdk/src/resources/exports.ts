import type { RequestOptions } from '../http';
import type { CreateExportParams, Export, ListExportsParams } from '../types';
import { Resource } from './resource';

/**
 * CSV and XLSX files of the lists with their filters, written in the background; `exports:write` to ask for one,
 * `exports:read` to read them, and the read scope of the data (e.g. `assets:read` for the inventory) for both.
 */
export class ExportsResource extends Resource {
  /** Starts an export; it answers `queued`. Poll `retrieve` until `status` is `succeeded`, then fetch `download_url`. */
  create(params: CreateExportParams, options?: RequestOptions) {
    return this.http.request<Export>('exports.create', [], { body: params }, options);
  }

  /** Newest first; exports are kept 7 days. */
  list(params: ListExportsParams = {}, options?: RequestOptions) {
    return this.http.list<Export>('exports.list', params, options);
  }

  /** Status, progress (`rows_written`) and, once finished, a fresh signed `download_url` valid 15 minutes. */
  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Export>('exports.retrieve', [id], {}, options);
  }
}
