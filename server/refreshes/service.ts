import type { TListRefreshesQuery, TRefresh, TSubmitRefreshRequest } from '@/lib/contract/refreshes';
import type { TEmployee } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import * as clock from '../core/clock';
import { pageOf, timestampSortValue } from '../db/pagination';
import { endInsertReport } from '../audit/record';
import { findEmployeeByEmail, getEmployeeOrThrow, toEmployee } from '../employees/service';
import * as inventory from '../inventory/repo';
import { defaultDestination } from '../inventory/settings';
import { createAction } from '../logistics/service';
import { findAction } from '../logistics/repo';
import { draftFor, draftView } from '../onboarding/draft';
import { createQuote, type QuoteCreatedHook } from '../quotes/create-quote';
import { getQuoteOrThrow } from '../quotes/service';
import type { ActionOutcome } from '../logistics/settled-job';
import * as repo from './repo';

// The refresh of a device due for it: a draft for its holder from their equipment policy (the onboarding draft, at
// the policy's defaults), submitted as a quote; when that quote is delivered, a Store of the old device to the
// company's default destination; completed when the Store completes.

async function present(db: Db, tenant: CompanyScope, row: repo.RefreshRow, employee?: TEmployee): Promise<TRefresh> {
  const asset = (await inventory.findAsset(db, tenant, row.assetId))!;
  const person = employee ?? toEmployee(await getEmployeeOrThrow(db, tenant, row.employeeId));
  const draft = row.status === 'draft' ? await draftFor(db, tenant, person, {}) : null;
  const store = row.storeActionId ? await findAction(db, tenant, row.storeActionId) : undefined;
  return {
    id: row.id,
    status: row.status,
    asset_id: row.assetId,
    serial_number: asset.serialNumber,
    model: asset.model,
    refresh_due_on: asset.refreshDueOn,
    employee: { id: person.id, name: person.name, email: person.email },
    draft: draft && draftView(draft),
    quote_id: row.quoteId,
    store_action_id: row.storeActionId,
    destination: store?.destination ?? null,
    problem: row.problem,
    ordered_at: row.orderedAt?.toISOString() ?? null,
    returning_at: row.returningAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listRefreshes(db: Db, tenant: CompanyScope, query: TListRefreshesQuery) {
  const page = pageOf(await repo.listRefreshes(db, tenant, query), query, timestampSortValue(query.sort));
  return { data: await Promise.all(page.data.map((row) => present(db, tenant, row))), meta: page.meta };
}

export async function getRefreshOrThrow(db: Db, tenant: CompanyScope, id: string): Promise<TRefresh> {
  const row = await repo.findRefresh(db, tenant, id);
  if (!row) throw notFound('refresh', id);
  return present(db, tenant, row);
}

/** Starts the refresh of a device in use by someone in the directory: a draft from their policy. */
export async function startRefresh(db: Db, tenant: CompanyScope, assetId: string): Promise<TRefresh> {
  return db.transaction(async (tx) => {
    const asset = await inventory.findAsset(tx, tenant, assetId, { lock: true });
    if (!asset) throw notFound('asset', assetId);
    if (asset.status !== 'in_use' || !asset.employeeEmail) {
      throw new ApiError(
        'CONFLICT',
        `Device ${asset.serialNumber} is ${asset.status === 'cleared' ? 'cleared' : 'in storage'}: only a device someone uses is refreshed. Assign a stored device with POST /api/v1/device-actions instead.`,
        { status: asset.status },
      );
    }
    const employee = await findEmployeeByEmail(tx, tenant, asset.employeeEmail);
    if (!employee) {
      throw new ApiError(
        'CONFLICT',
        `${asset.employeeName ?? asset.employeeEmail}, who uses device ${asset.serialNumber}, is not in the employee directory (${asset.employeeEmail}): a refresh orders from their equipment policy. Add them to the directory first.`,
        { employee_email: asset.employeeEmail },
      );
    }
    const row = await repo.insertRefresh(tx, tenant, { assetId: asset.id, employeeId: employee.id });
    if (!row) {
      const open = await repo.findOpenRefreshOfAsset(tx, tenant, asset.id);
      throw new ApiError(
        'CONFLICT',
        `Device ${asset.serialNumber} already has a refresh under way (${open?.id}, ${open?.status}); cancel it to start another.`,
        { refresh_id: open?.id ?? null },
      );
    }
    return present(tx, tenant, row, toEmployee(employee));
  });
}

/** Submits the draft as a quote for the holder (scope `quotes:write`); 409 while something blocks it. */
export async function submitRefresh(
  db: Db,
  tenant: CompanyScope,
  id: string,
  input: TSubmitRefreshRequest,
  onQuoteCreated?: QuoteCreatedHook,
): Promise<TRefresh> {
  return db.transaction(async (tx) => {
    const row = await repo.findRefresh(tx, tenant, id, { lock: true });
    if (!row) throw notFound('refresh', id);
    if (row.status !== 'draft') {
      throw new ApiError('CONFLICT', `Refresh ${id} is ${row.status}; only a draft is submitted.`, {
        status: row.status,
      });
    }
    const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
    const asset = (await inventory.findAsset(tx, tenant, row.assetId))!;
    const draft = await draftFor(tx, tenant, employee, {});
    if (!draft.request) {
      throw new ApiError('CONFLICT', `The draft cannot be submitted yet: ${draft.blockers.join(' ')}`, {
        blockers: draft.blockers,
      });
    }
    const quote = await createQuote(
      tx,
      tenant,
      {
        ...draft.request,
        requester_email: input.requester_email ?? employee.manager_email ?? employee.email,
        requester_name: input.requester_email ? undefined : `Refresh of ${asset.serialNumber} for ${employee.name}`,
        po_number: undefined,
      },
      onQuoteCreated,
    );
    await endInsertReport(tx);
    const ordered = await repo.updateRefresh(tx, row.id, {
      status: 'ordered',
      quoteId: quote.id,
      orderedAt: clock.now(),
    });
    return present(tx, tenant, ordered, employee);
  });
}

/** A refresh no longer wanted (its quote, if any, is left as it is: decline it there). */
export async function cancelRefresh(db: Db, tenant: CompanyScope, id: string): Promise<TRefresh> {
  return db.transaction(async (tx) => {
    const row = await repo.findRefresh(tx, tenant, id, { lock: true });
    if (!row) throw notFound('refresh', id);
    // A refresh whose Store is under way ends with it; one left without a Store (`problem`) may be given up.
    const isStuck = row.status === 'returning' && row.problem !== null;
    if (row.status !== 'draft' && row.status !== 'ordered' && !isStuck) {
      throw new ApiError(
        'CONFLICT',
        `Refresh ${id} is ${row.status}; only a draft, an order or a return without a Store is cancelled${row.status === 'returning' ? ' (cancel its Store instead)' : ''}.`,
        { status: row.status },
      );
    }
    return present(tx, tenant, await repo.updateRefresh(tx, row.id, { status: 'cancelled', cancelledAt: clock.now() }));
  });
}

/**
 * The quote of a refresh was delivered (the lifecycle hook of server/quotes/delivered-job.ts): the old device goes
 * back with a Store to the company's default destination. A device that moved meanwhile is left, with the problem.
 */
export async function onQuoteDelivered(db: Db, tenant: CompanyScope, quoteId: string) {
  await db.transaction(async (tx) => {
    const row = await repo.findRefreshByQuote(tx, tenant, quoteId);
    if (!row || row.status !== 'ordered') return;
    const quote = await getQuoteOrThrow(tx, tenant, quoteId);
    if (quote.status !== 'Delivered') return;
    const asset = (await inventory.findAsset(tx, tenant, row.assetId))!;
    const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
    const destination = await defaultDestination(tx, tenant);
    const at = clock.now();
    if (asset.status !== 'in_use') {
      await repo.updateRefresh(tx, row.id, {
        status: 'returning',
        returningAt: at,
        problem: `Device ${asset.serialNumber} was no longer in use when quote ${quote.number} was delivered: no Store was created.`,
      });
      return;
    }
    try {
      const action = await createAction(tx, tenant, {
        action_type: 'Store',
        serial_number: asset.serialNumber,
        current_user: {
          name: employee.name,
          email: employee.email,
          country: employee.country ?? undefined,
          address: employee.address ?? undefined,
        },
        wipe: true,
        destination,
        notes: `Refresh: replaced by quote ${quote.number}, delivered.`,
        notification_emails: [],
      });
      await repo.updateRefresh(tx, row.id, {
        status: 'returning',
        returningAt: at,
        storeActionId: action.id,
        problem: null,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await repo.updateRefresh(tx, row.id, {
        status: 'returning',
        returningAt: at,
        problem: `The Store of device ${asset.serialNumber} could not be created: ${error.message}`,
      });
    }
  });
}

/** The Store of a refresh settled (server/logistics/settled-job.ts): completed, or back to waiting for a Store. */
export async function onActionSettled(db: Db, tenant: CompanyScope, actionId: string, outcome: ActionOutcome) {
  await db.transaction(async (tx) => {
    const row = await repo.findRefreshByStore(tx, tenant, actionId);
    if (!row || row.status !== 'returning') return;
    if (outcome.status === 'Completed') {
      await repo.updateRefresh(tx, row.id, { status: 'completed', completedAt: clock.now() });
    } else {
      await repo.updateRefresh(tx, row.id, {
        problem: `Its Store ${outcome.reference} was cancelled${outcome.note ? `: ${outcome.note}` : ''}. Start a Store of the device to finish the refresh.`,
      });
    }
  });
}
