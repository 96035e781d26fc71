import type { RequestOptions } from '../http';
import type { Asset, ErasureCertificate, ListAssetsParams } from '../types';
import { Resource } from './resource';

export class AssetsResource extends Resource {
  /** Searches the inventory: no result for `search: serial` means the device is external. */
  list(params: ListAssetsParams = {}, options?: RequestOptions) {
    return this.http.list<Asset>('assets.list', params, options);
  }

  /** The JSON record of a cleared device's erasure certificate (with the SHA-256 of its PDF). */
  retrieveErasureCertificate(id: string, options?: RequestOptions) {
    return this.http.request<ErasureCertificate>('assets.retrieveErasureCertificate', [id], {}, options);
  }

  /** The erasure certificate as a PDF, its bytes as served (their SHA-256 is the record's `pdf_sha256`). */
  async downloadErasureCertificate(id: string, options: { signal?: AbortSignal } = {}): Promise<Uint8Array> {
    const response = await this.http.openResponse(
      'assets.retrieveErasureCertificate',
      [id],
      {},
      { accept: 'application/pdf' },
      options.signal,
    );
    return new Uint8Array(await response.arrayBuffer());
  }
}
