import type { RequestOptions } from '../http';
import type {
  AddTrackingParams,
  CompleteDeviceActionParams,
  ReceiveDeviceActionParams,
  RecordErasureParams,
  ClearAssetParams,
  Asset,
  DeviceAction,
  OfferAlternativeParams,
  PriceQuoteParams,
  Quote,
  RequestInputParams,
} from '../types';
import { Resource } from './resource';

/** Sandbox only (test keys): move quotes and device actions as Loadout's staff would, with the same events. */
export class TestHelpersResource extends Resource {
  /** Prices every unpriced item, from `prices` (by item id) or the catalog estimate. */
  priceQuote(id: string, params: PriceQuoteParams = {}, options?: RequestOptions) {
    return this.http.request<Quote>('testHelpers.priceQuote', [id], { body: params }, options);
  }

  offerAlternative(id: string, itemId: string, params: OfferAlternativeParams, options?: RequestOptions) {
    return this.http.request<Quote>('testHelpers.offerAlternative', [id, itemId], { body: params }, options);
  }

  addQuoteTracking(id: string, recipientId: string, params: AddTrackingParams = {}, options?: RequestOptions) {
    return this.http.request<Quote>('testHelpers.addQuoteTracking', [id, recipientId], { body: params }, options);
  }

  deliverQuoteRecipient(id: string, recipientId: string, options?: RequestOptions) {
    return this.http.request<Quote>('testHelpers.deliverQuoteRecipient', [id, recipientId], {}, options);
  }

  requestQuoteInput(id: string, params: RequestInputParams, options?: RequestOptions) {
    return this.http.request<Quote>('testHelpers.requestQuoteInput', [id], { body: params }, options);
  }

  addDeviceActionTracking(id: string, params: AddTrackingParams = {}, options?: RequestOptions) {
    return this.http.request<DeviceAction>('testHelpers.addDeviceActionTracking', [id], { body: params }, options);
  }

  completeDeviceAction(id: string, params: CompleteDeviceActionParams = {}, options?: RequestOptions) {
    return this.http.request<DeviceAction>('testHelpers.completeDeviceAction', [id], { body: params }, options);
  }

  /** The device of a Store arrives: the action completes and its asset gets the grade (`asset.received`). */
  receiveDeviceAction(id: string, params: ReceiveDeviceActionParams, options?: RequestOptions) {
    return this.http.request<DeviceAction>('testHelpers.receiveDeviceAction', [id], { body: params }, options);
  }

  /** A received sandbox device sent to clearance: its erasure, which issues the certificate (`asset.erased`). */
  recordAssetErasure(id: string, params: RecordErasureParams, options?: RequestOptions) {
    return this.http.request<Asset>('testHelpers.recordAssetErasure', [id], { body: params }, options);
  }

  /** Its resale or recycling after the certificate: the asset is cleared (`asset.cleared`). */
  clearAsset(id: string, params: ClearAssetParams, options?: RequestOptions) {
    return this.http.request<Asset>('testHelpers.clearAsset', [id], { body: params }, options);
  }

  requestDeviceActionInput(id: string, params: RequestInputParams, options?: RequestOptions) {
    return this.http.request<DeviceAction>('testHelpers.requestDeviceActionInput', [id], { body: params }, options);
  }
}
