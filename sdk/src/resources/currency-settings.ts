import type { RequestOptions } from '../http';
import type { CurrencySettings, UpdateCurrencySettingsParams } from '../types';
import { Resource } from './resource';

/**
 * The company's reporting currency, which budgets and approval rules in it count quotes of every currency in
 * (reads need `quotes:read`, changes `policies:manage`).
 */
export class CurrencySettingsResource extends Resource {
  retrieve(options?: RequestOptions) {
    return this.http.request<CurrencySettings>('currencySettings.retrieve', [], {}, options);
  }

  update(params: UpdateCurrencySettingsParams, options?: RequestOptions) {
    return this.http.request<CurrencySettings>('currencySettings.update', [], { body: params }, options);
  }
}
