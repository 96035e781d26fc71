import type { RequestOptions } from '../http';
import type {
  AddOffboardingDeviceParams,
  ListOffboardingCasesParams,
  OffboardingCase,
  RetrieveOffboardingDevicesParams,
} from '../types';
import { Resource } from './resource';

/** Leavers' cases: the devices they hold, retrieved by Store or Reassign device actions on their last day. */
export class OffboardingCasesResource extends Resource {
  list(params: ListOffboardingCasesParams = {}, options?: RequestOptions) {
    return this.http.list<OffboardingCase>('offboardingCases.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<OffboardingCase>('offboardingCases.retrieve', [id], {}, options);
  }

  /** Plans the device actions (on the end date, or `when: 'now'`); without `devices`, every device is stored. */
  retrieveDevices(id: string, params: RetrieveOffboardingDevicesParams = {}, options?: RequestOptions) {
    return this.http.request<OffboardingCase>('offboardingCases.retrieveDevices', [id], { body: params }, options);
  }

  /** A device the leaver holds that is not in the inventory. */
  addDevice(id: string, params: AddOffboardingDeviceParams, options?: RequestOptions) {
    return this.http.request<OffboardingCase>('offboardingCases.addDevice', [id], { body: params }, options);
  }

  /** Takes a device off the case (the leaver keeps it) while nothing is under way for it. */
  removeDevice(id: string, deviceId: string, options?: RequestOptions) {
    return this.http.request<OffboardingCase>('offboardingCases.removeDevice', [id, deviceId], {}, options);
  }

  /** Closes a case with nothing outstanding (a leaver without devices). */
  close(id: string, options?: RequestOptions) {
    return this.http.request<OffboardingCase>('offboardingCases.close', [id], {}, options);
  }
}
