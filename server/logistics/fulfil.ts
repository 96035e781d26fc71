import { randomUUID } from 'node:crypto';
import type { TDeviceAction, TReceiveReturnRequest } from '@/lib/contract/device-actions';
import { DEFAULT_DESTINATION } from '@/lib/contract/destinations';
import type { Db } from '../db/client';
import type { Comment } from '../db/schema';
import { enterStatus } from '../db/status-timestamps';
import { companyScope, OPERATOR_SCOPE, type CompanyScope, type Scope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import { gradeDevice, moveDevice } from '../inventory/service';
import { recordEvent } from '../webhooks/events';
import { notifyActionComment, notifyActionProgress } from './notifications';
import { toAction } from './present';
import { announceActionSettled } from './settled-job';
import * as repo from './repo';
import * as clock from '../core/clock';

// The operator's side of a device action. Each operation locks the action, checks its state, changes it and
// records its event in one transaction. `scope` is the tenant a sandbox test helper acts for, or null for operators.

async function withLockedAction(
  db: Db,
  scope: Scope,
  id: string,
  change: (tx: Db, row: repo.DeviceActionRow, tenant: CompanyScope) => Promise<TDeviceAction>,
) {
  return db.transaction(async (tx) => {
    const row = await repo.findAction(tx, scope, id, { lock: true });
    if (!row) throw notFound('device action', id);
    return change(tx, row, companyScope(row.companyId, row.livemode));
  });
}

function assertInProgress(row: repo.DeviceActionRow) {
  if (row.status !== 'In Progress')
    throw new ApiError(
      'CONFLICT',
      `Device action ${row.actionId} is ${row.status}; only an action In Progress can change.`,
    );
}

async function reload(tx: Db, id: string) {
  return toAction((await repo.findAction(tx, OPERATOR_SCOPE, id))!);
}

export async function addTracking(
  db: Db,
  scope: Scope,
  id: string,
  input: { tracking_code: string; tracking_link: string },
) {
  return withLockedAction(db, scope, id, async (tx, row, tenant) => {
    assertInProgress(row);
    await repo.updateAction(tx, row.id, { trackingCode: input.tracking_code, trackingLink: input.tracking_link });
    const action = await reload(tx, row.id);
    await recordEvent(tx, tenant, 'logistics.tracking_added', action);
    await notifyActionProgress(tx, tenant, action, 'tracking');
    return action;
  });
}

/**
 * Adds a message to the action's thread: a client's (a reply to a request for input, say) reaches Loadout's desk by
 * e-mail, an operator's reaches the people the client asked to keep informed. `scope` is the client's tenant, or null
 * for operators.
 */
export async function addComment(
  db: Db,
  scope: Scope,
  id: string,
  input: { message: string; author: string; source: Comment['source'] },
) {
  return withLockedAction(db, scope, id, async (tx, row, tenant) => {
    const comment: Comment = {
      id: randomUUID(),
      author: input.author,
      message: input.message,
      source: input.source,
      created_at: clock.now().toISOString(),
    };
    await repo.updateAction(tx, row.id, { comments: [...row.comments, comment] });
    const action = await reload(tx, row.id);
    await notifyActionComment(tx, tenant, action, comment);
    return action;
  });
}

export async function setActionRequired(db: Db, scope: Scope, id: string, message: string | null) {
  return withLockedAction(db, scope, id, async (tx, row, tenant) => {
    if (message !== null) assertInProgress(row);
    await repo.updateAction(tx, row.id, {
      actionRequiredMessage: message,
      actionRequiredAt: message === null ? null : clock.now(),
    });
    const action = await reload(tx, row.id);
    if (message !== null) await recordEvent(tx, tenant, 'logistics.action_required', action);
    return action;
  });
}

/** Completes the action and updates the inventory: Store → in storage; Assign/Reassign → in use by the new recipient. */
export async function completeAction(db: Db, scope: Scope, id: string, input: { wipe_completed?: boolean }) {
  return withLockedAction(db, scope, id, async (tx, row, tenant) => {
    assertInProgress(row);
    return complete(tx, tenant, row, input);
  });
}

/**
 * Loadout received the device of a Store and graded it: the action completes as with completeAction, and the asset
 * keeps the grade and is stored where the action's destination says (or waits there for clearance); `asset.received`.
 */
export async function receiveReturn(db: Db, scope: Scope, id: string, input: TReceiveReturnRequest) {
  return withLockedAction(db, scope, id, async (tx, row, tenant) => {
    assertInProgress(row);
    if (row.actionType !== 'Store')
      throw new ApiError(
        'CONFLICT',
        `Device action ${row.actionId} is a ${row.actionType}: only a Store brings a device back to be received. Complete it instead.`,
      );
    const action = await complete(tx, tenant, row, input);
    const asset = await gradeDevice(tx, tenant, row.serialNumber, {
      grade: input.condition_grade,
      note: input.condition_note ?? null,
      at: clock.now(),
    });
    await recordEvent(tx, tenant, 'asset.received', asset);
    return action;
  });
}

async function complete(tx: Db, tenant: CompanyScope, row: repo.DeviceActionRow, input: { wipe_completed?: boolean }) {
  const now = clock.now();
  await repo.updateAction(tx, row.id, {
    status: 'Completed',
    statusTimestamps: enterStatus(row.statusTimestamps, 'Completed', now),
    statusHistory: [...row.statusHistory, { status: 'Completed', at: now.toISOString(), note: null }],
    wipeCompleted: input.wipe_completed ?? row.wipeCompleted,
    actionRequiredMessage: null,
    actionRequiredAt: null,
  });
  await updateInventory(tx, tenant, row);
  const action = await reload(tx, row.id);
  await recordEvent(tx, tenant, 'logistics.completed', action);
  await announceActionSettled(tx, tenant, row.id, { status: 'Completed', reference: row.actionId, note: null });
  await notifyActionProgress(tx, tenant, action, 'completed');
  return action;
}

function updateInventory(tx: Db, tenant: CompanyScope, row: repo.DeviceActionRow) {
  return moveDevice(tx, tenant, {
    serialNumber: row.serialNumber,
    model: row.model,
    deviceType: row.deviceType,
    country: row.country,
    holder: row.actionType === 'Store' ? null : row.newRecipient,
    external: row.external,
    storage: row.actionType === 'Store' ? (row.destination ?? DEFAULT_DESTINATION) : null,
  });
}

/** Cancels an action In Progress (event `logistics.cancelled`); `reason` goes into its history. */
export async function cancelAction(db: Db, scope: Scope, id: string, input: { reason: string }) {
  return withLockedAction(db, scope, id, async (tx, row, tenant) => {
    assertInProgress(row);
    return cancel(tx, tenant, row, input.reason);
  });
}

/**
 * The client cancels its own action, while nothing has shipped yet: once tracking exists the courier is on the way,
 * and only Loadout's staff can stop it (ask them in a comment).
 */
export async function cancelActionByClient(db: Db, tenant: CompanyScope, id: string, input: { reason?: string }) {
  return withLockedAction(db, tenant, id, async (tx, row) => {
    assertInProgress(row);
    if (row.trackingCode) {
      throw new ApiError(
        'CONFLICT',
        `Device action ${row.actionId} has shipped (tracking ${row.trackingCode}), so it can no longer be cancelled here; add a comment asking Loadout's staff to stop it.`,
        { tracking_code: row.trackingCode },
      );
    }
    return cancel(
      tx,
      tenant,
      row,
      input.reason ? `Cancelled by the client: ${input.reason}` : 'Cancelled by the client',
    );
  });
}

async function cancel(tx: Db, tenant: CompanyScope, row: repo.DeviceActionRow, note: string) {
  const now = clock.now();
  await repo.updateAction(tx, row.id, {
    status: 'Cancelled',
    statusTimestamps: enterStatus(row.statusTimestamps, 'Cancelled', now),
    statusHistory: [...row.statusHistory, { status: 'Cancelled', at: now.toISOString(), note }],
    actionRequiredMessage: null,
    actionRequiredAt: null,
  });
  const action = await reload(tx, row.id);
  await recordEvent(tx, tenant, 'logistics.cancelled', action);
  await announceActionSettled(tx, tenant, row.id, { status: 'Cancelled', reference: row.actionId, note });
  return action;
}
