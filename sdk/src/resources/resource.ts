import type { HttpClient } from '../http';

/** A group of operations (`products`, `quotes`, …): each method is one operation, named after its operationId. */
export abstract class Resource {
  protected readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }
}
