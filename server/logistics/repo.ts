import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { scopeWhere } from '../db/scope';
import type { TActionRequiredState } from '@/lib/contract/common';
import { actionRequiredMatch, containsText } from '../db/filters';
import { nextReference } from '../db/reference-numbers';
import { findDatabaseError, UNIQUE_VIOLATION } from '../db/errors';
import { companies, deviceActions } from '../db/schema';
import type { Scope } from '../core/scope';
import { keysetPage, type PageRequest } from '../db/pagination';
import { withCountryCode } from '../db/country-code';
import * as clock from '../core/clock';

export type DeviceActionRow = typeof deviceActions.$inferSelect;

export type ActionFilters = {
  statuses?: string[];
  actionTypes?: string[];
  serialNumber?: string;
  createdAfter?: string;
  createdBefore?: string;
  companyId?: string;
  /** Part of the reference, serial, model, tracking code, or a person's name or e-mail; for operators also the company's name. */
  search?: string;
  /** Only actions whose request for input is in this state (operators' review queue). */
  actionRequired?: TActionRequiredState;
};

function searchMatch(text: string, acrossCompanies: boolean) {
  const person = (column: PgColumn, key: 'name' | 'email') =>
    containsText(sql`${column}->>${sql.raw(`'${key}'`)}`, text);
  return or(
    containsText(deviceActions.actionId, text),
    containsText(deviceActions.serialNumber, text),
    containsText(deviceActions.model, text),
    containsText(deviceActions.trackingCode, text),
    person(deviceActions.currentUser, 'name'),
    person(deviceActions.currentUser, 'email'),
    person(deviceActions.newRecipient, 'name'),
    person(deviceActions.newRecipient, 'email'),
    acrossCompanies
      ? sql`exists (select 1 from ${companies} where ${companies.id} = ${deviceActions.companyId} and ${containsText(companies.name, text)})`
      : undefined,
  );
}

export async function listActions(db: Db, scope: Scope, filters: ActionFilters, page: PageRequest) {
  const keyset = keysetPage(
    page,
    { created_at: deviceActions.createdAt, updated_at: deviceActions.updatedAt },
    deviceActions.id,
  );
  const conditions: (SQL | undefined)[] = [
    scopeWhere(deviceActions, scope),
    filters.statuses?.length ? inArray(deviceActions.status, filters.statuses) : undefined,
    filters.actionTypes?.length ? inArray(deviceActions.actionType, filters.actionTypes) : undefined,
    filters.serialNumber ? containsText(deviceActions.serialNumber, filters.serialNumber) : undefined,
    filters.createdAfter ? gte(deviceActions.createdAt, new Date(filters.createdAfter)) : undefined,
    filters.createdBefore ? lte(deviceActions.createdAt, new Date(filters.createdBefore)) : undefined,
    filters.companyId ? eq(deviceActions.companyId, filters.companyId) : undefined,
    filters.search ? searchMatch(filters.search, scope.kind === 'operator') : undefined,
    filters.actionRequired
      ? actionRequiredMatch(filters.actionRequired, {
          at: deviceActions.actionRequiredAt,
          comments: deviceActions.comments,
        })
      : undefined,
  ];
  return db
    .select()
    .from(deviceActions)
    .where(and(...conditions, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** By UUID or by `DA-…` reference; any company's in the operator scope. */
export async function findAction(db: Db, scope: Scope, idOrReference: string, options: { lock?: boolean } = {}) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrReference);
  const match = isUuid
    ? eq(deviceActions.id, idOrReference.toLowerCase())
    : eq(deviceActions.actionId, idOrReference.trim().toUpperCase());
  const query = db
    .select()
    .from(deviceActions)
    .where(and(scopeWhere(deviceActions, scope), match));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findActiveAction(db: Db, scope: Scope, serialNumber: string) {
  const [row] = await db
    .select({ id: deviceActions.id, actionId: deviceActions.actionId })
    .from(deviceActions)
    .where(
      and(
        scopeWhere(deviceActions, scope),
        eq(sql`lower(${deviceActions.serialNumber})`, serialNumber.toLowerCase()),
        eq(deviceActions.status, 'In Progress'),
      ),
    );
  return row;
}

/**
 * Inserts the action under the next `DA-…` reference; undefined when the device already has an active action (the
 * unique index said so), and then the reference is given back with the savepoint.
 */
export async function insertAction(
  db: Db,
  values: Omit<typeof deviceActions.$inferInsert, 'actionId'>,
): Promise<DeviceActionRow | undefined> {
  try {
    return await db.transaction(async (savepoint) => {
      const actionId = await nextReference(savepoint, 'device_action', values.createdAt ?? clock.now());
      const [row] = await savepoint
        .insert(deviceActions)
        .values(withCountryCode({ ...values, actionId }))
        .returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'device_actions_one_active_uq')) return undefined;
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = findDatabaseError(error);
  return (
    failure?.code === UNIQUE_VIOLATION && (failure.constraint === constraint || failure.message.includes(constraint))
  );
}

export async function updateAction(db: Db, id: string, patch: Partial<typeof deviceActions.$inferInsert>) {
  await db
    .update(deviceActions)
    .set({ ...withCountryCode(patch), updatedAt: clock.now() })
    .where(eq(deviceActions.id, id));
}
