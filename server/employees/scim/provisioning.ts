import type { Db } from '../../db/client';
import type { CompanyScope } from '../../core/scope';
import { recordEmployeeChange } from '../events';
import { findDatabaseError, UNIQUE_VIOLATION } from '../../db/errors';
import { todayUtc } from '../../core/clock';
import * as repo from '../repo';
import { invalidValue, ScimError, userNotFound } from './errors';
import { parseFilter } from './filter';
import { applyPatch, readPatch } from './patch';
import { LIST_RESPONSE, MAX_RESULTS } from './schemas';
import { etagOf, nameOf, readScimUser, toScimUser, type AssertedUser, type ScimUser } from './user';
import * as clock from '../../core/clock';

// The Users of SCIM are the company's employee directory (one mode of it: the token's). A user a client creates is
// an employee; `active: false` makes them leaving (end date today unless one is set), `active: true` after that is a
// rehire; DELETE keeps the record (devices and history stay) but SCIM no longer shows it, and creating the same
// person again brings the record back.

export type ScimContext = { db: Db; tenant: CompanyScope; base: string; now?: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function present(context: ScimContext, rows: repo.EmployeeRow[]): Promise<ScimUser[]> {
  const managerIds = [...new Set(rows.flatMap((row) => (row.managerId ? [row.managerId] : [])))];
  const managers = new Map(
    (await repo.findEmployeesByIds(context.db, context.tenant, managerIds)).map((row) => [row.id, row]),
  );
  return rows.map((row) => {
    const manager = row.managerId ? managers.get(row.managerId) : undefined;
    return toScimUser(row, manager ? { id: manager.id, name: manager.name } : null, context.base);
  });
}

async function findUser(context: ScimContext, id: string): Promise<repo.EmployeeRow> {
  const row = UUID.test(id) ? await repo.findEmployee(context.db, context.tenant, id) : undefined;
  if (!row || row.scimDeletedAt) throw userNotFound(id);
  return row;
}

/** `If-Match` (RFC 7644 §3.14): a write to an older version than the one stored is refused. */
function checkVersion(row: repo.EmployeeRow, ifMatch: string | undefined) {
  if (!ifMatch || ifMatch.trim() === '*') return;
  const wanted = ifMatch.split(',').map((tag) => tag.trim());
  if (!wanted.includes(etagOf(row)) && !wanted.includes(etagOf(row).slice(2))) {
    throw new ScimError(
      412,
      `The user changed since you read it (now version ${etagOf(row)}). Read it again, then send your change.`,
    );
  }
}

export async function listUsers(context: ScimContext, query: { filter?: string; startIndex?: string; count?: string }) {
  const lookups = query.filter ? parseFilter(query.filter) : [];
  const startIndex = Math.max(1, Number.parseInt(query.startIndex ?? '1', 10) || 1);
  const count = Math.min(MAX_RESULTS, Math.max(0, Number.parseInt(query.count ?? String(MAX_RESULTS), 10) || 0));
  const { rows, total } = await repo.listScimEmployees(context.db, context.tenant, lookups, {
    offset: startIndex - 1,
    limit: query.count === undefined ? MAX_RESULTS : count,
  });
  return {
    schemas: [LIST_RESPONSE],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: await present(context, rows),
  };
}

export async function getUser(context: ScimContext, id: string) {
  const row = await findUser(context, id);
  return { user: (await present(context, [row]))[0]!, etag: etagOf(row) };
}

/** The manager a client names must be a user of the same directory. */
async function checkManager(context: ScimContext, managerId: string | null | undefined, self?: string) {
  if (!managerId) return;
  if (managerId === self) throw invalidValue('A user cannot be their own manager.');
  const manager = UUID.test(managerId) ? await repo.findEmployee(context.db, context.tenant, managerId) : undefined;
  if (!manager || manager.scimDeletedAt) {
    throw invalidValue(`manager ${managerId} is not a user of this directory; provision the manager first.`);
  }
  return manager;
}

/** The employee columns a client's assertions set, given the record as it was (undefined: a new one). */
function columnsOf(asserted: AssertedUser, existing: repo.EmployeeRow | undefined, today: string) {
  const email = asserted.email ?? existing?.email;
  if (!email) {
    throw invalidValue('The user needs an e-mail address: send emails with a work address, or an e-mail as userName.');
  }
  const userName = asserted.userName ?? existing?.scimUserName ?? email;
  const wasActive = existing ? existing.status === 'active' : true;
  const active = asserted.active ?? wasActive;
  let endDate = asserted.endDate !== undefined ? asserted.endDate : (existing?.endDate ?? null);
  // Deactivated: leaving today unless the HR system gave a date. Reactivated: a rehire, the old end date goes.
  if (!active && !endDate) endDate = today;
  if (active && !wasActive && endDate === (existing?.endDate ?? null)) endDate = null;
  const keep = <T>(value: T | undefined, current: T | null | undefined): T | null =>
    value !== undefined ? value : (current ?? null);
  return {
    email,
    scimUserName: userName.toLowerCase() === email.toLowerCase() ? null : userName,
    name: nameOf(asserted, existing) ?? userName,
    givenName: keep(asserted.givenName, existing?.givenName),
    familyName: keep(asserted.familyName, existing?.familyName),
    hrisId: keep(asserted.hrisId, existing?.hrisId),
    status: active ? ('active' as const) : ('inactive' as const),
    jobTitle: keep(asserted.jobTitle, existing?.jobTitle),
    department: keep(asserted.department, existing?.department),
    country: keep(asserted.country, existing?.country),
    address: keep(asserted.address, existing?.address),
    employeeNumber: keep(asserted.employeeNumber, existing?.employeeNumber),
    managerId: keep(asserted.managerId, existing?.managerId),
    hireDate: keep(asserted.hireDate, existing?.hireDate),
    endDate,
  };
}

/**
 * The records that already hold the e-mail address or the externalId `columns` give, other than `self`; SCIM-deleted
 * ones included, since the database keeps both unique across them.
 */
async function holdersOf(context: ScimContext, columns: ReturnType<typeof columnsOf>, self?: string) {
  const holders = [
    await repo.findEmployeeByEmail(context.db, context.tenant, columns.email),
    columns.hrisId ? await repo.findEmployeeByHrisId(context.db, context.tenant, columns.hrisId) : undefined,
  ];
  return holders.filter((row): row is repo.EmployeeRow => row !== undefined && row.id !== self);
}

function uniquenessError(holder: repo.EmployeeRow, columns: ReturnType<typeof columnsOf>) {
  const what =
    holder.email.toLowerCase() === columns.email.toLowerCase()
      ? `the e-mail address ${columns.email}`
      : `the externalId ${columns.hrisId}`;
  return new ScimError(
    409,
    holder.scimDeletedAt
      ? `A deleted user (${holder.id}) still has ${what}. Create the user with that e-mail address to bring them back, or use another.`
      : `Another user (${holder.id}) already has ${what}. Look it up with filter=userName eq "${holder.scimUserName ?? holder.email}" and update that user.`,
    'uniqueness',
  );
}

/** Two clients writing the same person at once: the database's unique index decides, and the loser hears 409. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (findDatabaseError(error)?.code === UNIQUE_VIOLATION) {
      throw new ScimError(
        409,
        'Another user took this e-mail address or externalId meanwhile. Look it up and update that user.',
        'uniqueness',
      );
    }
    throw error;
  }
}

export async function createUser(context: ScimContext, body: unknown) {
  const asserted = readScimUser(body);
  if (!asserted.userName) throw invalidValue('userName is required.');
  const today = todayUtc(context.now);
  return uniquely(() =>
    context.db.transaction(async (tx) => {
      const scoped = { ...context, db: tx };
      const columns = columnsOf(asserted, undefined, today);
      await checkManager(scoped, columns.managerId);
      const holders = await holdersOf(scoped, columns);
      const live = holders.find((holder) => !holder.scimDeletedAt);
      if (live) throw uniquenessError(live, columns);
      // A person a client deleted earlier comes back as the same record, with their devices and history.
      const deleted = holders.find((holder) => holder.email.toLowerCase() === columns.email.toLowerCase());
      if (deleted) {
        const row = await repo.updateEmployee(tx, deleted.id, {
          ...columnsOf(asserted, deleted, today),
          scimDeletedAt: null,
        });
        await recordEmployeeChange(tx, context.tenant, deleted, row);
        return { user: (await present(scoped, [row]))[0]!, etag: etagOf(row) };
      }
      if (holders[0]) throw uniquenessError(holders[0], columns);
      const row = await repo.insertEmployee(tx, {
        ...columns,
        companyId: context.tenant.companyId,
        livemode: context.tenant.livemode,
        syncedAt: context.now ?? clock.now(),
      });
      await recordEmployeeChange(tx, context.tenant, undefined, row);
      return { user: (await present(scoped, [row]))[0]!, etag: etagOf(row) };
    }),
  );
}

async function write(
  context: ScimContext,
  id: string,
  ifMatch: string | undefined,
  change: (row: repo.EmployeeRow) => AssertedUser,
) {
  const today = todayUtc(context.now);
  return uniquely(() =>
    context.db.transaction(async (tx) => {
      const scoped = { ...context, db: tx };
      const existing = await findUser(scoped, id);
      checkVersion(existing, ifMatch);
      const columns = columnsOf(change(existing), existing, today);
      await checkManager(scoped, columns.managerId, existing.id);
      const [holder] = await holdersOf(scoped, columns, existing.id);
      if (holder) throw uniquenessError(holder, columns);
      const row = await repo.updateEmployee(tx, existing.id, { ...columns, syncedAt: context.now ?? clock.now() });
      await recordEmployeeChange(tx, context.tenant, existing, row);
      return { user: (await present(scoped, [row]))[0]!, etag: etagOf(row) };
    }),
  );
}

/** PUT: the attributes sent replace theirs; those left out are kept (RFC 7644 §3.5.1 lets them be "not asserted"). */
export function replaceUser(context: ScimContext, id: string, body: unknown, ifMatch?: string) {
  const asserted = readScimUser(body);
  return write(context, id, ifMatch, () => asserted);
}

/** PATCH: the operations applied to the user as it reads; what they remove is cleared. */
export function patchUser(context: ScimContext, id: string, body: unknown, ifMatch?: string) {
  const operations = readPatch(body);
  return write(context, id, ifMatch, (row) => {
    const before = toScimUser(row, row.managerId ? { id: row.managerId, name: '' } : null, context.base);
    return complete(readScimUser(applyPatch(before, operations)));
  });
}

/** After a PATCH every attribute is asserted: one the operations removed is cleared, not kept. */
function complete(asserted: AssertedUser): AssertedUser {
  const cleared: (keyof AssertedUser)[] = [
    'hrisId',
    'givenName',
    'familyName',
    'jobTitle',
    'address',
    'country',
    'employeeNumber',
    'department',
    'managerId',
    'hireDate',
    'endDate',
  ];
  const result: Record<string, unknown> = { ...asserted };
  for (const key of cleared) if (result[key] === undefined) result[key] = null;
  return result as AssertedUser;
}

/** DELETE: the person leaves (as with `active: false`) and SCIM stops showing them; the record stays. */
export async function deleteUser(context: ScimContext, id: string, ifMatch?: string) {
  const today = todayUtc(context.now);
  await context.db.transaction(async (tx) => {
    const existing = await findUser({ ...context, db: tx }, id);
    checkVersion(existing, ifMatch);
    const row = await repo.updateEmployee(tx, existing.id, {
      status: 'inactive',
      endDate: existing.endDate ?? today,
      scimDeletedAt: context.now ?? clock.now(),
    });
    await recordEmployeeChange(tx, context.tenant, existing, row);
  });
}
