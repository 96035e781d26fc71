import type { RequestOptions } from '../http';
import type {
  AddCommentParams,
  CancelDeviceActionParams,
  CreateDeviceActionParams,
  CreateExternalDeviceActionParams,
  DeviceAction,
  ListDeviceActionsParams,
  RetrieveDeviceActionParams,
} from '../types';
import { Resource } from './resource';

export class DeviceActionsResource extends Resource {
  list(params: ListDeviceActionsParams = {}, options?: RequestOptions) {
    return this.http.list<DeviceAction>('deviceActions.list', params, options);
  }

  /** For a device in the inventory (a serial outside it is a NotFoundError: use createExternal). */
  create(params: CreateDeviceActionParams, options?: RequestOptions) {
    return this.http.request<DeviceAction>('deviceActions.create', [], { body: params }, options);
  }

  /** By id or by reference (`DA-2026-000042`). */
  retrieve(id: string, params: RetrieveDeviceActionParams = {}, options?: RequestOptions) {
    return this.http.request<DeviceAction>('deviceActions.retrieve', [id], { query: params }, options);
  }

  /** For a device outside the inventory (needs model, type and country). */
  createExternal(params: CreateExternalDeviceActionParams, options?: RequestOptions) {
    return this.http.request<DeviceAction>('deviceActions.createExternal', [], { body: params }, options);
  }

  addComment(id: string, params: AddCommentParams, options?: RequestOptions) {
    return this.http.request<DeviceAction>('deviceActions.addComment', [id], { body: params }, options);
  }

  /** Until it ships; after that a ConflictError. */
  cancel(id: string, params: CancelDeviceActionParams = {}, options?: RequestOptions) {
    return this.http.request<DeviceAction>('deviceActions.cancel', [id], { body: params }, options);
  }
}
