import type { RequestOptions } from '../http';
import type { ListRequestLogsParams, RequestLog } from '../types';
import { Resource } from './resource';

/**
 * The company's API requests of the last 30 days, bodies redacted; needs `request_logs:read`. An entry's bodies are
 * shown only to a key that holds the scopes of its route, else `bodies_hidden` names the one missing.
 */
export class RequestLogsResource extends Resource {
  /** Newest first; `status` takes `404` or a class such as `4xx`, `path` the start of a path. */
  list(params: ListRequestLogsParams = {}, options?: RequestOptions) {
    return this.http.list<RequestLog>('requestLogs.list', params, options);
  }

  /** By the entry id or by the request id a response carried in `X-Request-Id` (`req_…`). */
  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<RequestLog>('requestLogs.retrieve', [id], {}, options);
  }
}
