import type { RequestOptions } from '../http';
import type {
  CreateEquipmentPolicyParams,
  Employee,
  EquipmentPolicy,
  EquipmentPolicyMatchesMeta,
  EquipmentPolicyPreview,
  PreviewEquipmentPolicyParams,
  UpdateEquipmentPolicyParams,
} from '../types';
import { Resource } from './resource';

/** Who gets what: ordered rules, first match wins, the default rule last (scope `policies:manage`). */
export class EquipmentPoliciesResource extends Resource {
  /** In the order of evaluation. */
  list(params: { limit?: number } = {}, options?: RequestOptions) {
    return this.http.list<EquipmentPolicy>('equipmentPolicies.list', params, options);
  }

  create(params: CreateEquipmentPolicyParams, options?: RequestOptions) {
    return this.http.request<EquipmentPolicy>('equipmentPolicies.create', [], { body: params }, options);
  }

  /** Who a draft rule would match, in the place it would take; nothing is saved. */
  preview(params: PreviewEquipmentPolicyParams, query: { limit?: number } = {}, options?: RequestOptions) {
    return this.http.request<EquipmentPolicyPreview>('equipmentPolicies.preview', [], { body: params, query }, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<EquipmentPolicy>('equipmentPolicies.retrieve', [id], {}, options);
  }

  /** `position` moves the rule; the ones in between shift by one. */
  update(id: string, params: UpdateEquipmentPolicyParams, options?: RequestOptions) {
    return this.http.request<EquipmentPolicy>('equipmentPolicies.update', [id], { body: params }, options);
  }

  delete(id: string, options?: RequestOptions) {
    return this.http.request<void>('equipmentPolicies.delete', [id], {}, options);
  }

  /** The employees this rule is the first match of, by name; `meta.total` counts them all. */
  listMatches(id: string, params: { limit?: number } = {}, options?: RequestOptions) {
    return this.http.list<Employee, EquipmentPolicyMatchesMeta>('equipmentPolicies.listMatches', params, options, [id]);
  }
}
