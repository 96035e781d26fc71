import { z } from 'zod';
import type { TEmployee } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { ApiError } from '../core/errors';
import { getEmployeeOrThrow, toEmployee } from '../employees/service';
import { todayUtc } from '../core/clock';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import { cancelActionByClient } from '../logistics/fulfil';
import { createAction, createExternalAction, type ActionCreatedHook } from '../logistics/service';
import * as repo from './repo';

// The device actions of a case's planned retrievals are created on their day by a job with that due time, so a
// restart loses nothing; the job is idempotent (it locks the due devices and skips those another worker holds).

const zPayload = z.object({ caseId: z.uuid(), companyId: z.uuid(), livemode: z.boolean() });

export const offboardingRetrievalJob = defineJob({
  type: 'offboarding.retrieve',
  payload: zPayload,
  async handle({ caseId, companyId, livemode }, { db }) {
    const tenant = companyScope(companyId, livemode);
    await db.transaction(async (tx) => {
      const row = await repo.findCase(tx, tenant, caseId, { lock: true });
      if (!row || row.status !== 'open') return;
      const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
      await createDueActions(tx, tenant, row, employee);
    });
  },
});

/** Creates the retrieval job of a case for the start of `day` (UTC). An earlier job finds nothing due and ends. */
export async function scheduleRetrieval(tx: Db, tenant: CompanyScope, caseId: string, day: string) {
  await enqueueJob(
    tx,
    offboardingRetrievalJob,
    { caseId, companyId: tenant.companyId, livemode: tenant.livemode },
    { runAt: new Date(`${day}T00:00:00.000Z`) },
  );
}

/** The device action of each device of the case whose retrieval is due today or earlier. */
export async function createDueActions(
  tx: Db,
  tenant: CompanyScope,
  row: repo.CaseRow,
  employee: TEmployee,
  onCreated?: ActionCreatedHook,
) {
  for (const device of await repo.lockDueDevices(tx, row.id, todayUtc())) {
    const input = {
      action_type: device.disposition ?? 'Store',
      serial_number: device.serialNumber,
      current_user: {
        name: employee.name,
        email: employee.email,
        country: employee.country ?? undefined,
        address: employee.address ?? undefined,
      },
      new_recipient: device.newRecipient
        ? {
            name: device.newRecipient.name,
            email: device.newRecipient.email ?? undefined,
            country: device.newRecipient.country ?? undefined,
            address: device.newRecipient.address ?? undefined,
            phone: device.newRecipient.phone ?? undefined,
          }
        : undefined,
      wipe: device.wipe,
      destination: device.disposition === 'Reassign' ? undefined : (device.destination ?? undefined),
      notes: [`Offboarding of ${employee.name}, whose last day is ${row.endDate}.`, device.notes]
        .filter(Boolean)
        .join('\n'),
      notification_emails: [],
    };
    try {
      const action = device.external
        ? await createExternalAction(
            tx,
            tenant,
            { ...input, model: device.model, type: device.deviceType, country: device.country },
            onCreated,
          )
        : await createAction(tx, tenant, input, onCreated);
      await repo.updateDevice(tx, device.id, { status: 'in_progress', actionId: action.id, problem: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await repo.updateDevice(tx, device.id, {
        status: 'held',
        scheduledFor: null,
        problem: `Its device action could not be created: ${error.message}`,
      });
    }
  }
}

/** Cancels the device action of a retrieval that is no longer wanted, unless it has shipped. */
export async function cancelRetrieval(tx: Db, tenant: CompanyScope, device: repo.DeviceRow, reason: string) {
  try {
    await cancelActionByClient(tx, tenant, device.actionId!, { reason });
    await repo.updateDevice(tx, device.id, { status: 'cancelled', problem: null });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await repo.updateDevice(tx, device.id, {
      problem: `Its device action could not be cancelled: ${error.message}`,
    });
  }
}
