import { expect, type APIRequestContext } from '@playwright/test';
import { callApi } from './api';

// Devices and device actions seeded through the public API (the dashboard's own paths are tested elsewhere), and the
// operator's steps on a device action through the operator API.

type Device = {
  serial: string;
  model?: string;
  type?: string;
  country?: string;
  holder?: { name: string; email: string };
};

/** Adds a device to Acme's inventory (POST /api/v1/devices), held by `holder` or in storage. */
export async function addDevice(request: APIRequestContext, device: Device) {
  const response = await callApi(request, 'POST', '/api/v1/devices', {
    body: {
      serial_number: device.serial,
      device_type: device.type ?? 'Laptop',
      model: device.model ?? 'Dell Latitude 7450',
      country: device.country ?? 'DE',
      ...(device.holder ? { employee: device.holder } : {}),
    },
  });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; serial_number: string };
}

/** Creates a device action on a device of the inventory (POST /api/v1/device-actions); returns its id and reference. */
export async function createDeviceAction(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await callApi(request, 'POST', '/api/v1/device-actions', { body });
  expect(response.status).toBe(201);
  return { id: response.body.data.id as string, reference: response.body.data.action_id as string };
}

/** One step of Loadout's operator on a device action, e.g. `action-required` or `tracking`. */
export async function operatorActionStep(
  request: APIRequestContext,
  id: string,
  step: string,
  body: unknown = {},
  method = 'POST',
) {
  const response = await callApi(request, method, `/operator/v1/device-actions/${id}/${step}`, {
    operator: true,
    body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}
