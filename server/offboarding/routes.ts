import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZAddOffboardingDeviceRequest,
  ZListOffboardingCasesQuery,
  ZListOffboardingCasesResponse,
  ZOffboardingCaseResponse,
  ZOffboardingDeviceParams,
  ZRetrieveDevicesRequest,
} from '@/lib/contract/offboarding';
import type { FastifyRequest } from 'fastify';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import { keyHolds, tenantOf, usesAutopilot } from '../http/authenticate';
import type { ActionCreatedHook } from '../logistics/service';
import { parseUuid } from '../http/ids';
import * as service from './service';

const TAGS = ['Offboarding'];
const WITHOUT_EMPLOYEES_READ =
  " A key without `employees:read` reads the case with the leaver's id only (no name or e-mail).";

/** The case as the request's key may read it: the leaver's name and e-mail only with `employees:read`. */
const seenBy = (request: FastifyRequest, found: TOffboardingCase): TOffboardingCase =>
  keyHolds(request, 'employees:read') ? found : { ...found, employee: { id: found.employee.id } };

/** `startAutopilot` runs for each device action a sandbox key with autopilot has created at once; app.ts gives it. */
export type OffboardingRoutesOptions = { startAutopilot: ActionCreatedHook };

/** Public API: leavers' offboarding cases, opened by the directory (SCIM, HRIS import) and worked by IT staff. */
export const offboardingRoutes: FastifyPluginAsyncZod<OffboardingRoutesOptions> = async (app, { startAutopilot }) => {
  app.get('/offboarding-cases', {
    config: { scopes: ['employees:read'] },
    schema: {
      operationId: 'offboardingCases.list',
      summary: 'List offboarding cases',
      description:
        'A case opens when an employee starts leaving (an end date is set, SCIM `active: false`, or a full HRIS import leaves them out) and lists every inventory device they hold. Newest first by default.',
      tags: TAGS,
      querystring: ZListOffboardingCasesQuery,
      response: { 200: ZListOffboardingCasesResponse },
    },
    handler: async (request) => service.listCases(request.db, tenantOf(request), request.query),
  });

  app.get('/offboarding-cases/:id', {
    config: { scopes: ['employees:read'] },
    schema: {
      operationId: 'offboardingCases.retrieve',
      summary: 'Get an offboarding case',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOffboardingCaseResponse },
    },
    handler: async (request) => ({
      data: await service.getCaseOrThrow(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'offboarding case'),
      ),
    }),
  });

  app.post('/offboarding-cases/:id/retrieve', {
    config: { scopes: ['device_actions:write'] },
    schema: {
      operationId: 'offboardingCases.retrieveDevices',
      summary: "Retrieve a leaver's devices",
      description:
        "Plans a Store device action (or a Reassign to a named person) for each device, created on the leaver's end date (`when: end_date`, at once if it has passed) or at once (`when: now`). Without `devices`, every device not yet planned is stored and wiped. Devices the person received since the case opened are listed first. A device whose action cannot be created (another action is in progress on it) goes back to `held` with a `problem`. With a sandbox key made with `autopilot`, the actions created at once move on by themselves, and the case completes." +
        WITHOUT_EMPLOYEES_READ,
      tags: TAGS,
      params: ZIdParams,
      body: ZRetrieveDevicesRequest,
      response: { 200: ZOffboardingCaseResponse },
    },
    handler: async (request) => ({
      data: seenBy(
        request,
        await service.retrieveDevices(
          request.db,
          tenantOf(request),
          parseUuid(request.params.id, 'offboarding case'),
          request.body,
          usesAutopilot(request) ? startAutopilot : undefined,
        ),
      ),
    }),
  });

  app.post('/offboarding-cases/:id/devices', {
    config: { scopes: ['device_actions:write'] },
    schema: {
      operationId: 'offboardingCases.addDevice',
      summary: 'Add a device outside the inventory to a case',
      description:
        'For a device the leaver holds that the inventory does not list; its retrieval is then an external device action. A device of the inventory is refused: the case lists those by itself.' +
        WITHOUT_EMPLOYEES_READ,
      tags: TAGS,
      params: ZIdParams,
      body: ZAddOffboardingDeviceRequest,
      response: { 201: ZOffboardingCaseResponse },
    },
    handler: async (request, reply) => {
      const found = await service.addExternalDevice(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'offboarding case'),
        request.body,
      );
      reply.code(201);
      return { data: seenBy(request, found) };
    },
  });

  app.delete('/offboarding-cases/:id/devices/:deviceId', {
    config: { scopes: ['device_actions:write'], errors: [409] },
    schema: {
      operationId: 'offboardingCases.removeDevice',
      summary: 'Take a device off a case',
      description:
        'For a device the leaver keeps, or that is not theirs: allowed while nothing is under way for it. The case completes if nothing else is outstanding.' +
        WITHOUT_EMPLOYEES_READ,
      tags: TAGS,
      params: ZOffboardingDeviceParams,
      response: { 200: ZOffboardingCaseResponse },
    },
    handler: async (request) => ({
      data: seenBy(
        request,
        await service.removeDevice(
          request.db,
          tenantOf(request),
          parseUuid(request.params.id, 'offboarding case'),
          parseUuid(request.params.deviceId, 'device on this case'),
        ),
      ),
    }),
  });

  app.post('/offboarding-cases/:id/close', {
    config: { scopes: ['device_actions:write'] },
    schema: {
      operationId: 'offboardingCases.close',
      summary: 'Close an offboarding case with nothing outstanding',
      description:
        'A case completes by itself when its last device is back; this closes one that lists none (a leaver without devices). Refused with 409 while devices are outstanding.' +
        WITHOUT_EMPLOYEES_READ,
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOffboardingCaseResponse },
    },
    handler: async (request) => ({
      data: seenBy(
        request,
        await service.closeCase(request.db, tenantOf(request), parseUuid(request.params.id, 'offboarding case')),
      ),
    }),
  });
};
