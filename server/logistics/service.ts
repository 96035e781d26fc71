import {
  ACTION_STATUSES,
  ACTION_TYPES,
  parseActionStatus,
  type TCreateDeviceActionRequest,
  type TCreateExternalDeviceActionRequest,
  type TDeviceAction,
  type TOperatorDeviceAction,
  type TPersonInput,
} from '@/lib/contract/device-actions';
import type { TActionRequiredState } from '@/lib/contract/common';
import { DEFAULT_DESTINATION } from '@/lib/contract/destinations';
import { findCompanyNames } from '../access/service';
import type { Db } from '../db/client';
import { enterStatus } from '../db/status-timestamps';
import type { Person } from '../db/schema';
import { OPERATOR_SCOPE, type CompanyScope, type Scope } from '../core/scope';
import { ApiError, notFound, validationError } from '../core/errors';
import { pageOf, timestampSortValue, type PageRequest } from '../db/pagination';
import { findDevice } from '../inventory/service';
import { assertDestinationExists } from '../inventory/settings';
import { findLocationsForOperator } from '../locations/service';
import { recordEvent } from '../webhooks/events';
import { notifyActionCreated } from './notifications';
import { presentActions, toAction } from './present';
import * as repo from './repo';
import * as clock from '../core/clock';

export function toPerson(input: TPersonInput | undefined): Person | null {
  if (!input) return null;
  return {
    name: input.name,
    email: input.email ?? null,
    country: input.country ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
  };
}

function parseList<T extends string>(
  value: string | undefined,
  parse: (part: string) => T | null,
  path: string,
  valid: readonly string[],
) {
  if (!value) return undefined;
  return value.split(',').map((part) => {
    const parsed = parse(part);
    if (!parsed) throw validationError(path, `'${part.trim()}' is not valid; use one of ${valid.join(', ')}`);
    return parsed;
  });
}

export const parseStatuses = (value: string | undefined) =>
  parseList(value, parseActionStatus, 'status', ACTION_STATUSES);
const parseTypes = (value: string | undefined) =>
  parseList(
    value,
    (part) => ACTION_TYPES.find((type) => type.toLowerCase() === part.trim().toLowerCase()) ?? null,
    'action_type',
    ACTION_TYPES,
  );

export async function listActions(
  db: Db,
  tenant: Scope,
  query: PageRequest & {
    status?: string;
    action_type?: string;
    serial_number?: string;
    search?: string;
    created_after?: string;
    created_before?: string;
    company_id?: string;
  },
  options: { includeAsset: boolean },
) {
  const filters: repo.ActionFilters = {
    statuses: parseStatuses(query.status),
    actionTypes: parseTypes(query.action_type),
    serialNumber: query.serial_number,
    createdAfter: query.created_after,
    createdBefore: query.created_before,
    companyId: query.company_id,
    search: query.search,
  };
  const page = pageOf(await repo.listActions(db, tenant, filters, query), query, timestampSortValue(query.sort));
  return { data: await presentActions(db, page.data, options), meta: page.meta };
}

/** The stored action, for code that steps it as staff would (the sandbox autopilot). */
export async function findActionRow(db: Db, scope: Scope, idOrReference: string) {
  return repo.findAction(db, scope, idOrReference);
}

export async function getActionOrThrow(
  db: Db,
  tenant: Scope,
  idOrReference: string,
  options: { includeAsset: boolean },
) {
  const row = await repo.findAction(db, tenant, idOrReference);
  if (!row) throw notFound('device action', idOrReference);
  const [action] = await presentActions(db, [row], options);
  return action!;
}

type NewAction = {
  input: TCreateDeviceActionRequest;
  device: { serialNumber: string; model: string; deviceType: string; country: string };
  external: boolean;
};

/** A Store's destination, its location checked to be the tenant's; null for Assign and Reassign. */
async function destinationOf(tx: Db, tenant: CompanyScope, input: TCreateDeviceActionRequest) {
  if (input.action_type !== 'Store') return null;
  const destination = input.destination ?? DEFAULT_DESTINATION;
  await assertDestinationExists(tx, tenant, destination, 'destination');
  return destination;
}

/** Inserts an In Progress action; the unique index turns a second active action on the device into a 409. */
async function insertAction(tx: Db, tenant: CompanyScope, { input, device, external }: NewAction) {
  const destination = await destinationOf(tx, tenant, input);
  const now = clock.now();
  const row = await repo.insertAction(tx, {
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    actionType: input.action_type,
    status: 'In Progress',
    statusTimestamps: enterStatus({}, 'In Progress', now),
    statusHistory: [{ status: 'In Progress', at: now.toISOString(), note: null }],
    ...device,
    currentUser: toPerson(input.current_user),
    newRecipient: toPerson(input.new_recipient),
    wipe: input.wipe,
    destination,
    notes: input.notes ?? null,
    notificationEmails: input.notification_emails,
    comments: [],
    external,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    const active = await repo.findActiveAction(tx, tenant, device.serialNumber);
    throw new ApiError(
      'CONFLICT',
      `Device ${device.serialNumber} already has an action in progress (${active?.actionId ?? 'unknown'}). Wait for it to complete or ask us to cancel it.`,
      { active_action_id: active?.id ?? null, active_action_reference: active?.actionId ?? null },
    );
  }
  const action = toAction(row);
  await recordEvent(tx, tenant, 'logistics.created', action);
  await notifyActionCreated(tx, tenant, action);
  return action;
}

/**
 * Runs in the transaction that creates a device action, once it exists: how the caller starts what follows (the
 * sandbox autopilot) without this domain knowing it.
 */
export type ActionCreatedHook = (tx: Db, scope: CompanyScope, actionId: string) => Promise<void>;

async function afterCreate(tx: Db, scope: CompanyScope, action: TDeviceAction, hook: ActionCreatedHook | undefined) {
  await hook?.(tx, scope, action.id);
  return action;
}

/** Endpoint 9: an action for a device of the inventory; model, type and country come from the asset. */
export async function createAction(
  db: Db,
  tenant: CompanyScope,
  input: TCreateDeviceActionRequest,
  onCreated?: ActionCreatedHook,
) {
  return db.transaction(async (tx) => {
    const asset = await findDevice(tx, tenant, input.serial_number);
    if (!asset) {
      throw new ApiError(
        'NOT_FOUND',
        `No device with serial number '${input.serial_number}' is in the inventory. For a device outside it, use POST /api/v1/device-actions/external with its model, type and country.`,
      );
    }
    if (asset.status === 'cleared') {
      throw new ApiError(
        'CONFLICT',
        `Device ${asset.serial_number} was cleared (${asset.clearance?.outcome === 'resale' ? 'resold' : 'recycled'} after its certified erasure) and is no longer in the inventory, so it cannot be moved.`,
        { asset_id: asset.id },
      );
    }
    const action = await insertAction(tx, tenant, {
      input,
      device: {
        serialNumber: asset.serial_number,
        model: asset.model,
        deviceType: asset.device_type,
        country: asset.country,
      },
      external: false,
    });
    return afterCreate(tx, tenant, action, onCreated);
  });
}

/** Endpoint 10: an action for a device outside the inventory, described in full. */
export async function createExternalAction(
  db: Db,
  tenant: CompanyScope,
  input: TCreateExternalDeviceActionRequest,
  onCreated?: ActionCreatedHook,
) {
  return db.transaction(async (tx) => {
    const asset = await findDevice(tx, tenant, input.serial_number);
    if (asset) {
      throw new ApiError(
        'CONFLICT',
        `Device ${input.serial_number} is in the inventory (asset ${asset.id}); use POST /api/v1/device-actions, which fills in its details.`,
        { asset_id: asset.id },
      );
    }
    const action = await insertAction(tx, tenant, {
      input,
      device: { serialNumber: input.serial_number, model: input.model, deviceType: input.type, country: input.country },
      external: true,
    });
    return afterCreate(tx, tenant, action, onCreated);
  });
}

/** The operator's queue: actions of every company, with the company's name. */
export async function listOperatorActions(
  db: Db,
  query: Parameters<typeof listActions>[2] & { action_required?: TActionRequiredState },
) {
  const filters: repo.ActionFilters = {
    statuses: parseStatuses(query.status),
    companyId: query.company_id,
    search: query.search,
    actionRequired: query.action_required,
  };
  const page = pageOf(
    await repo.listActions(db, OPERATOR_SCOPE, filters, query),
    query,
    timestampSortValue(query.sort),
  );
  return {
    data: await withCompanies(db, page.data, await presentActions(db, page.data, { includeAsset: false })),
    meta: page.meta,
  };
}

/** Any company's action by id or `DA-…` reference, as the operator sees it (with its holding asset). */
export async function getOperatorActionOrThrow(db: Db, idOrReference: string) {
  const row = await repo.findAction(db, OPERATOR_SCOPE, idOrReference);
  if (!row) throw notFound('device action', idOrReference);
  const [action] = await withCompanies(db, [row], await presentActions(db, [row], { includeAsset: true }));
  return action!;
}

async function withCompanies(
  db: Db,
  rows: repo.DeviceActionRow[],
  actions: TDeviceAction[],
): Promise<TOperatorDeviceAction[]> {
  const names = await findCompanyNames(
    db,
    rows.map((row) => row.companyId),
  );
  const locationIdOf = (action: TDeviceAction) =>
    action.destination?.type === 'location' ? action.destination.location_id : null;
  const locations = await findLocationsForOperator(
    db,
    actions.map(locationIdOf).filter((id): id is string => id !== null),
  );
  return actions.map((action, index) => ({
    ...action,
    company: { id: rows[index]!.companyId, name: names.get(rows[index]!.companyId) ?? 'Unknown company' },
    destination_location: locations.get(locationIdOf(action) ?? '') ?? null,
  }));
}
