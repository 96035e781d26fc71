import {
  OUTSTANDING_DEVICE_STATUSES,
  type TAddOffboardingDeviceRequest,
  type TListOffboardingCasesQuery,
  type TOffboardingCase,
  type TOffboardingDevice,
  type TRetrieveDevicesRequest,
} from '@/lib/contract/offboarding';
import type { TEmployee } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import type { Person } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import { pageOf } from '../db/pagination';
import { findEmployees, getEmployeeOrThrow, toEmployee } from '../employees/service';
import { todayUtc } from '../core/clock';
import { findDevice, findDevicesHeldBy } from '../inventory/service';
import { assertDestinationExists, defaultDestination } from '../inventory/settings';
import type { ActionCreatedHook } from '../logistics/service';
import { recordEvent } from '../webhooks/events';
import { cancelRetrieval, createDueActions, scheduleRetrieval } from './retrieval';
import * as repo from './repo';
import { toPerson } from '../core/person';
import * as clock from '../core/clock';

// A leaver's offboarding case: it opens when the person starts leaving, lists every inventory device they hold, and
// retrieves them (a Store or Reassign device action each, created on the end date by a job with that due time). It
// completes when every device is back, and a rehire before the end date cancels it.

const isOutstanding = (device: repo.DeviceRow) => OUTSTANDING_DEVICE_STATUSES.includes(device.status);

function toDevice(row: repo.DeviceRow): TOffboardingDevice {
  return {
    id: row.id,
    serial_number: row.serialNumber,
    model: row.model,
    type: row.deviceType,
    country: row.country,
    country_code: row.countryCode,
    external: row.external,
    status: row.status,
    action_type: row.disposition,
    new_recipient: toPerson(row.newRecipient),
    wipe: row.wipe,
    destination: row.destination,
    notes: row.notes,
    scheduled_for: row.scheduledFor,
    device_action_id: row.actionId,
    problem: row.problem,
  };
}

function toCase(row: repo.CaseRow, devices: repo.DeviceRow[], employee: TEmployee | undefined): TOffboardingCase {
  const outstanding = devices.filter(isOutstanding).length;
  return {
    id: row.id,
    status: row.status,
    employee: {
      id: row.employeeId,
      name: employee?.name ?? 'Unknown employee',
      email: employee?.email ?? '',
    },
    end_date: row.endDate,
    devices: devices.map(toDevice),
    outstanding_devices: outstanding,
    left_with_devices: row.status === 'open' && row.endDate < todayUtc() && outstanding > 0,
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentCases(db: Db, tenant: CompanyScope, rows: repo.CaseRow[]): Promise<TOffboardingCase[]> {
  const devices = await repo.listDevices(
    db,
    rows.map((row) => row.id),
  );
  const employees = await findEmployees(
    db,
    tenant,
    rows.map((row) => row.employeeId),
  );
  return rows.map((row) =>
    toCase(
      row,
      devices.filter((device) => device.caseId === row.id),
      employees.get(row.employeeId),
    ),
  );
}

async function presentCase(db: Db, tenant: CompanyScope, row: repo.CaseRow) {
  const [found] = await presentCases(db, tenant, [row]);
  return found!;
}

export async function listCases(db: Db, tenant: CompanyScope, query: TListOffboardingCasesQuery) {
  const rows = await repo.listCases(db, tenant, { ...query, today: todayUtc() });
  const page = pageOf(rows, query, (row) => (query.sort.endsWith('end_date') ? row.endDate : row.createdAt));
  return { data: await presentCases(db, tenant, page.data), meta: page.meta };
}

export async function getCaseOrThrow(db: Db, tenant: CompanyScope, id: string) {
  const row = await repo.findCase(db, tenant, id);
  if (!row) throw notFound('offboarding case', id);
  return presentCase(db, tenant, row);
}

/** The employee's cases, newest first, for their profile. */
export async function listEmployeeCases(db: Db, tenant: CompanyScope, employeeId: string) {
  return presentCases(db, tenant, await repo.listEmployeeCases(db, tenant, employeeId));
}

/** Locks an open case of the tenant, or explains why it cannot change. */
async function lockOpenCase(tx: Db, tenant: CompanyScope, id: string) {
  const row = await repo.findCase(tx, tenant, id, { lock: true });
  if (!row) throw notFound('offboarding case', id);
  if (row.status !== 'open') {
    throw new ApiError('CONFLICT', `Offboarding case ${id} is ${row.status}; only an open case can change.`, {
      status: row.status,
    });
  }
  return row;
}

/** Adds to the case every inventory device the person holds that it does not list yet. */
async function listHeldDevices(tx: Db, tenant: CompanyScope, row: repo.CaseRow, email: string) {
  const held = await findDevicesHeldBy(tx, tenant, email);
  await repo.insertDevices(
    tx,
    held.map((asset) => ({
      caseId: row.id,
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      serialNumber: asset.serial_number,
      model: asset.model,
      deviceType: asset.device_type,
      country: asset.country,
      external: false,
      status: 'held' as const,
    })),
  );
}

/** Completes an open case once it lists devices and none of them is outstanding (event `offboarding.completed`). */
async function completeIfDone(tx: Db, tenant: CompanyScope, row: repo.CaseRow) {
  const devices = await repo.listDevices(tx, [row.id]);
  if (row.status !== 'open' || devices.length === 0 || devices.some(isOutstanding)) return;
  await completeCase(tx, tenant, row);
}

async function completeCase(tx: Db, tenant: CompanyScope, row: repo.CaseRow) {
  await repo.updateCase(tx, row.id, { status: 'completed', completedAt: clock.now() });
  const completed = (await repo.findCase(tx, tenant, row.id))!;
  await recordEvent(tx, tenant, 'offboarding.completed', await presentCase(tx, tenant, completed));
}

/**
 * Of these people (just changed), those onEmployeeChanged may have work for: leaving, or with an open case. For the
 * others it would read them and return; this tells so for many at once, without a transaction.
 */
export async function needingCaseReview(db: Db, tenant: CompanyScope, people: TEmployee[]): Promise<Set<string>> {
  const open = await repo.findEmployeesWithOpenCase(
    db,
    tenant,
    people.map((person) => person.id),
  );
  return new Set(
    people
      .filter((person) => person.stage === 'leaving' || person.stage === 'left' || open.has(person.id))
      .map((person) => person.id),
  );
}

/**
 * Brings the person's case in step with their directory record, after any change to it (a job runs this, so it
 * runs again after a crash): leaving opens a case, or moves its plan to a new end date; a rehire cancels it.
 */
export async function onEmployeeChanged(db: Db, tenant: CompanyScope, employeeId: string) {
  await db.transaction(async (tx) => {
    const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, employeeId));
    const open = await repo.findOpenCase(tx, tenant, employeeId, { lock: true });
    const leaving = employee.stage === 'leaving' || employee.stage === 'left';
    if (!leaving) {
      if (open) await cancelCase(tx, tenant, open, 'The employee was rehired before their end date.');
      return;
    }
    const endDate = employee.end_date ?? todayUtc();
    if (open) {
      if (open.endDate !== endDate) await moveEndDate(tx, tenant, open, endDate);
      return;
    }
    if (await repo.findCaseForEndDate(tx, tenant, employeeId, endDate)) return;
    // Someone who has already left (an import of past leavers, an end date entered late) gets a case only if they
    // still hold devices: there is nothing else left to do for them.
    if (employee.stage === 'left' && (await findDevicesHeldBy(tx, tenant, employee.email)).length === 0) return;
    const opened = await repo.insertCase(tx, {
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      employeeId,
      status: 'open',
      endDate,
    });
    if (!opened) return; // another worker opened it first
    await listHeldDevices(tx, tenant, opened, employee.email);
    await recordEvent(tx, tenant, 'offboarding.opened', await presentCase(tx, tenant, opened));
  });
}

async function moveEndDate(tx: Db, tenant: CompanyScope, row: repo.CaseRow, endDate: string) {
  await repo.updateCase(tx, row.id, { endDate });
  const devices = await repo.listDevices(tx, [row.id]);
  const planned = devices.filter((device) => device.status === 'scheduled');
  if (planned.length === 0) return;
  const day = laterDay(endDate, todayUtc());
  for (const device of planned) await repo.updateDevice(tx, device.id, { scheduledFor: day });
  await scheduleRetrieval(tx, tenant, row.id, day);
}

async function cancelCase(tx: Db, tenant: CompanyScope, row: repo.CaseRow, reason: string) {
  for (const device of await repo.listDevices(tx, [row.id])) {
    if (device.status === 'held' || device.status === 'scheduled') {
      await repo.updateDevice(tx, device.id, { status: 'cancelled', problem: null });
    } else if (device.status === 'in_progress' && device.actionId) {
      await cancelRetrieval(tx, tenant, device, reason);
    }
  }
  await repo.updateCase(tx, row.id, { status: 'cancelled', cancelledAt: clock.now(), cancelReason: reason });
  const cancelled = (await repo.findCase(tx, tenant, row.id))!;
  await recordEvent(tx, tenant, 'offboarding.cancelled', await presentCase(tx, tenant, cancelled));
}

const laterDay = (a: string, b: string) => (a > b ? a : b);

function toPersonRecord(
  input: NonNullable<TRetrieveDevicesRequest['devices']>[number]['new_recipient'],
): Person | null {
  if (!input) return null;
  return {
    name: input.name,
    email: input.email ?? null,
    country: input.country ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
  };
}

/**
 * Plans the retrieval of the case's devices: a Store (or Reassign) device action each, created on the end date, or
 * at once. Devices left out of `devices` are planned as Store, wiped, unless already planned. `onActionCreated` runs
 * for each action created at once (the sandbox autopilot of the calling key).
 */
export async function retrieveDevices(
  db: Db,
  tenant: CompanyScope,
  id: string,
  input: TRetrieveDevicesRequest,
  onActionCreated?: ActionCreatedHook,
) {
  return db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, tenant, id);
    const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
    await listHeldDevices(tx, tenant, row, employee.email);
    const devices = await repo.listDevices(tx, [row.id]);
    const bySerial = new Map(devices.map((device) => [device.serialNumber.toLowerCase(), device]));
    const plans =
      input.devices ??
      devices
        .filter((device) => device.status === 'held')
        .map((device) => ({
          serial_number: device.serialNumber,
          action_type: 'Store' as const,
          new_recipient: undefined,
          wipe: true,
          destination: undefined,
          notes: undefined,
        }));
    if (plans.length === 0) {
      throw new ApiError(
        'CONFLICT',
        `Offboarding case ${id} has no device left to plan: every device is scheduled, in progress or back. Add a device outside the inventory with POST /api/v1/offboarding-cases/${id}/devices.`,
      );
    }
    const companyDefault = await defaultDestination(tx, tenant);
    const today = todayUtc();
    const day = input.when === 'now' ? today : laterDay(row.endDate, today);
    for (const [index, plan] of plans.entries()) {
      const device = bySerial.get(plan.serial_number.toLowerCase());
      if (!device) {
        throw new ApiError(
          'VALIDATION_ERROR',
          `devices[${index}].serial_number: '${plan.serial_number}' is not on this case. Add a device outside the inventory with POST /api/v1/offboarding-cases/${id}/devices first.`,
          [{ path: `devices[${index}].serial_number`, message: 'is not on this case' }],
        );
      }
      if (device.status !== 'held' && device.status !== 'scheduled') {
        throw new ApiError(
          'CONFLICT',
          `Device ${device.serialNumber} is ${device.status.replace('_', ' ')} on this case, so its retrieval can no longer be planned.`,
          { device_id: device.id, status: device.status },
        );
      }
      const destination = plan.action_type === 'Store' ? (plan.destination ?? companyDefault) : null;
      if (destination) await assertDestinationExists(tx, tenant, destination, `devices[${index}].destination`);
      await repo.updateDevice(tx, device.id, {
        status: 'scheduled',
        disposition: plan.action_type,
        newRecipient: plan.action_type === 'Reassign' ? toPersonRecord(plan.new_recipient) : null,
        wipe: plan.wipe,
        destination,
        notes: plan.notes ?? null,
        scheduledFor: day,
        problem: null,
      });
    }
    if (day > today) await scheduleRetrieval(tx, tenant, row.id, day);
    else await createDueActions(tx, tenant, row, employee, onActionCreated);
    return presentCase(tx, tenant, (await repo.findCase(tx, tenant, row.id))!);
  });
}

/** Adds a device the leaver holds that is not in the inventory (a personal purchase, an old laptop). */
export async function addExternalDevice(db: Db, tenant: CompanyScope, id: string, input: TAddOffboardingDeviceRequest) {
  return db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, tenant, id);
    const asset = await findDevice(tx, tenant, input.serial_number);
    if (asset) {
      throw new ApiError(
        'CONFLICT',
        `Device ${input.serial_number} is in the inventory (asset ${asset.id}${asset.employee ? `, held by ${asset.employee.name}` : ''}). Devices of the inventory that the leaver holds are listed on the case by themselves.`,
        { asset_id: asset.id },
      );
    }
    const [added] = await repo.insertDevices(tx, [
      {
        caseId: row.id,
        companyId: tenant.companyId,
        livemode: tenant.livemode,
        serialNumber: input.serial_number,
        model: input.model,
        deviceType: input.type,
        country: input.country,
        external: true,
        status: 'held',
      },
    ]);
    if (!added) {
      throw new ApiError('CONFLICT', `Device ${input.serial_number} is already on this case.`);
    }
    return presentCase(tx, tenant, (await repo.findCase(tx, tenant, row.id))!);
  });
}

/** Takes a device off the list (the leaver keeps it, say) while nothing is under way for it. */
export async function removeDevice(db: Db, tenant: CompanyScope, id: string, deviceId: string) {
  return db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, tenant, id);
    const device = (await repo.listDevices(tx, [row.id])).find((candidate) => candidate.id === deviceId);
    if (!device) throw notFound('device on this case', deviceId);
    if (device.status !== 'held' && device.status !== 'scheduled') {
      throw new ApiError(
        'CONFLICT',
        `Device ${device.serialNumber} is ${device.status.replace('_', ' ')}; only a device not under way can be taken off the case${device.status === 'in_progress' ? ' (cancel its device action first)' : ''}.`,
        { device_id: device.id, status: device.status },
      );
    }
    await repo.updateDevice(tx, device.id, { status: 'cancelled', problem: null });
    await completeIfDone(tx, tenant, row);
    return presentCase(tx, tenant, (await repo.findCase(tx, tenant, row.id))!);
  });
}

/** Closes an open case that has nothing outstanding (a leaver with no devices). */
export async function closeCase(db: Db, tenant: CompanyScope, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, tenant, id);
    const outstanding = (await repo.listDevices(tx, [row.id])).filter(isOutstanding);
    if (outstanding.length > 0) {
      throw new ApiError(
        'CONFLICT',
        `Offboarding case ${id} still waits for ${outstanding.length} device(s) (${outstanding.map((device) => device.serialNumber).join(', ')}). Retrieve them, or take the ones the leaver keeps off the case.`,
        { outstanding_devices: outstanding.length },
      );
    }
    await completeCase(tx, tenant, row);
    return presentCase(tx, tenant, (await repo.findCase(tx, tenant, row.id))!);
  });
}

/** A retrieval's device action completed or was cancelled: the device follows it, and the case may complete. */
export async function onActionSettled(
  db: Db,
  tenant: CompanyScope,
  actionId: string,
  outcome: { status: 'Completed' | 'Cancelled'; reference: string; note: string | null },
) {
  await db.transaction(async (tx) => {
    const device = await repo.findDeviceByAction(tx, tenant, actionId);
    if (!device || device.status !== 'in_progress') return;
    const row = (await repo.findCase(tx, tenant, device.caseId, { lock: true }))!;
    if (outcome.status === 'Completed') {
      await repo.updateDevice(tx, device.id, { status: 'returned', problem: null });
      await completeIfDone(tx, tenant, row);
      return;
    }
    await repo.updateDevice(tx, device.id, {
      status: row.status === 'open' ? 'held' : 'cancelled',
      actionId: null,
      scheduledFor: null,
      problem:
        row.status === 'open'
          ? `Its device action ${outcome.reference} was cancelled${outcome.note ? ` (${outcome.note})` : ''}; plan its retrieval again.`
          : null,
    });
  });
}
