import { COUNTRY_INPUT_HINT, toCountryCode } from '@/lib/countries';
import type { EmployeeRow } from '../repo';
import { invalidSyntax, invalidValue } from './errors';
import {
  CORE_USER,
  ENTERPRISE_NAMES,
  ENTERPRISE_USER,
  KNOWN_TOP_LEVEL,
  LIFECYCLE_NAMES,
  LIFECYCLE_USER,
} from './schemas';

// How an employee reads as a SCIM User (RFC 7643 §4.1 with the enterprise extension and Loadout's lifecycle one),
// and how a User sent by a client becomes employee fields. Attribute names are case-insensitive, as the RFC says.

export type ScimUser = Record<string, unknown>;

/** What a client asserted about a user: only the attributes it sent (a PUT keeps what it leaves out). */
export type AssertedUser = {
  userName?: string;
  email?: string;
  hrisId?: string | null;
  displayName?: string | null;
  formattedName?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  jobTitle?: string | null;
  active?: boolean;
  address?: string | null;
  country?: string | null;
  employeeNumber?: string | null;
  department?: string | null;
  /** The manager's SCIM id, not yet checked against the directory. */
  managerId?: string | null;
  hireDate?: string | null;
  endDate?: string | null;
};

type StoredName = Pick<EmployeeRow, 'name' | 'givenName' | 'familyName'>;

/**
 * The directory's one name (read back as both `displayName` and `name.formatted`) from what a client sent. A client
 * that writes back the user it read (a PUT, or a PATCH applied to it) carries the old displayName and formatted name
 * beside the parts it changed, so only what differs from the stored name counts: a changed displayName wins, then a
 * changed formatted name, then changed parts, joined. A new user takes the first it has of the three.
 */
export function nameOf(asserted: AssertedUser, existing: StoredName | undefined): string | null {
  const part = (value: string | null | undefined, current: string | null | undefined) =>
    value !== undefined ? value : (current ?? null);
  const givenName = part(asserted.givenName, existing?.givenName);
  const familyName = part(asserted.familyName, existing?.familyName);
  const joined = [givenName, familyName].filter(Boolean).join(' ') || null;
  if (!existing) return asserted.displayName ?? asserted.formattedName ?? joined;
  const changed = (value: string | null | undefined): value is string => Boolean(value) && value !== existing.name;
  if (changed(asserted.displayName)) return asserted.displayName;
  if (changed(asserted.formattedName)) return asserted.formattedName;
  const partsChanged = givenName !== existing.givenName || familyName !== existing.familyName;
  return partsChanged && joined ? joined : existing.name;
}

/** The ETag of an employee's current version. */
export const etagOf = (row: Pick<EmployeeRow, 'version'>) => `W/"${row.version}"`;

export function toScimUser(row: EmployeeRow, manager: { id: string; name: string } | null, base: string): ScimUser {
  const enterprise = compact({
    employeeNumber: row.employeeNumber,
    department: row.department,
    manager: manager ? { value: manager.id, $ref: `${base}/Users/${manager.id}`, displayName: manager.name } : null,
  });
  const lifecycle = compact({ startDate: row.hireDate, endDate: row.endDate });
  return compact({
    schemas: [CORE_USER, ENTERPRISE_USER, LIFECYCLE_USER],
    id: row.id,
    externalId: row.hrisId,
    userName: row.scimUserName ?? row.email,
    name: compact({ formatted: row.name, givenName: row.givenName, familyName: row.familyName }),
    displayName: row.name,
    title: row.jobTitle,
    active: row.status === 'active',
    emails: [{ value: row.email, type: 'work', primary: true }],
    addresses:
      row.address || row.country
        ? [compact({ type: 'work', formatted: row.address, country: row.country, primary: true })]
        : null,
    [ENTERPRISE_USER]: Object.keys(enterprise).length ? enterprise : null,
    [LIFECYCLE_USER]: Object.keys(lifecycle).length ? lifecycle : null,
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${base}/Users/${row.id}`,
      version: etagOf(row),
    },
  });
}

/** Unassigned attributes are left out of a resource rather than sent as null (RFC 7643 §2.5). */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null && value !== undefined));
}

/** The object's attributes by lower-cased name. */
export function byLowerName(object: Record<string, unknown>): Map<string, unknown> {
  return new Map(Object.entries(object).map(([key, value]) => [key.toLowerCase(), value]));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalText(value: unknown, attribute: string, max = 500): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw invalidValue(`${attribute} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalidValue(`${attribute} is longer than ${max} characters.`);
  return trimmed || null;
}

/** true/false, or the strings Entra ID sends ("True", "False"). */
function readBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw invalidValue(`${attribute} must be true or false.`);
}

/** YYYY-MM-DD, or the date part of an ISO 8601 timestamp. */
function readDay(value: unknown, attribute: string): string | null {
  const text = optionalText(value, attribute, 40);
  if (text === null) return null;
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(text);
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw invalidValue(`${attribute} must be a date such as 2027-01-04 (YYYY-MM-DD).`);
  }
  return match[1]!;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The entry of a multi-valued attribute to use: the primary one, else the first of `type`, else the first. */
function pick(values: unknown, attribute: string, type: string): Map<string, unknown> | undefined {
  if (values === null || values === undefined) return undefined;
  if (!Array.isArray(values)) throw invalidValue(`${attribute} must be a list.`);
  const entries = values.map((value) => {
    if (!isObject(value)) throw invalidValue(`Each entry of ${attribute} must be an object.`);
    return byLowerName(value);
  });
  return (
    entries.find((entry) => entry.get('primary') === true || entry.get('primary') === 'True') ??
    entries.find((entry) => String(entry.get('type') ?? '').toLowerCase() === type) ??
    entries[0]
  );
}

/** The attributes of an extension, whether sent as its object or flattened into `urn:…:User:attribute` keys. */
function extensionAttributes(
  attributes: Map<string, unknown>,
  schema: string,
  known: Set<string>,
): Map<string, unknown> {
  const urn = schema.toLowerCase();
  const nested = attributes.get(urn);
  if (nested !== undefined && !isObject(nested)) throw invalidValue(`${schema} must be an object.`);
  const found = nested ? byLowerName(nested) : new Map<string, unknown>();
  for (const [key, value] of attributes) {
    if (key.startsWith(`${urn}:`)) found.set(key.slice(urn.length + 1), value);
  }
  for (const key of found.keys()) {
    if (!known.has(key)) throw invalidSyntax(`${schema} has no attribute "${key}".`);
  }
  return found;
}

/** Refuses attributes that belong to no schema Loadout serves, so that a misspelt mapping does not pass silently. */
function refuseUnknown(body: Record<string, unknown>) {
  for (const key of Object.keys(body)) {
    const lower = key.toLowerCase();
    if (KNOWN_TOP_LEVEL.has(lower)) continue;
    if (lower.startsWith(`${ENTERPRISE_USER.toLowerCase()}:`) || lower.startsWith(`${LIFECYCLE_USER.toLowerCase()}:`))
      continue;
    throw invalidSyntax(
      lower.startsWith('urn:')
        ? `The schema of "${key}" is not served here; Users take ${CORE_USER}, ${ENTERPRISE_USER} and ${LIFECYCLE_USER}.`
        : `Users have no attribute "${key}". See /scim/v2/Schemas for the attributes Loadout keeps.`,
    );
  }
}

/** Reads a User a client sent (POST, PUT, or the result of a PATCH) into what it asserts about the employee. */
export function readScimUser(body: unknown): AssertedUser {
  if (!isObject(body)) throw invalidSyntax('The body must be a JSON object: a SCIM User.');
  const attributes = byLowerName(body);
  refuseUnknown(body);
  const asserted: AssertedUser = {};

  if (attributes.has('username')) {
    const userName = optionalText(attributes.get('username'), 'userName', 320);
    if (!userName) throw invalidValue('userName must not be empty.');
    asserted.userName = userName;
  }
  if (attributes.has('externalid')) asserted.hrisId = optionalText(attributes.get('externalid'), 'externalId', 100);

  const name = attributes.get('name');
  if (name !== undefined && name !== null && !isObject(name)) throw invalidValue('name must be an object.');
  const names = name ? byLowerName(name) : new Map<string, unknown>();
  if (names.has('givenname')) asserted.givenName = optionalText(names.get('givenname'), 'name.givenName', 200);
  if (names.has('familyname')) asserted.familyName = optionalText(names.get('familyname'), 'name.familyName', 200);
  if (names.has('formatted')) asserted.formattedName = optionalText(names.get('formatted'), 'name.formatted', 200);
  if (attributes.has('displayname'))
    asserted.displayName = optionalText(attributes.get('displayname'), 'displayName', 200);

  if (attributes.has('title')) asserted.jobTitle = optionalText(attributes.get('title'), 'title', 200);
  if (attributes.has('active')) asserted.active = readBoolean(attributes.get('active'), 'active');

  const email = pick(attributes.get('emails'), 'emails', 'work');
  const emailValue = email ? optionalText(email.get('value'), 'emails.value', 320) : null;
  if (emailValue) {
    if (!looksLikeEmail(emailValue)) throw invalidValue(`emails.value "${emailValue}" is not an e-mail address.`);
    asserted.email = emailValue.toLowerCase();
  } else if (asserted.userName && looksLikeEmail(asserted.userName)) {
    asserted.email = asserted.userName.toLowerCase();
  }

  const address = pick(attributes.get('addresses'), 'addresses', 'work');
  if (attributes.has('addresses')) {
    const parts = ['streetaddress', 'locality', 'region', 'postalcode'].map((part) =>
      optionalText(address?.get(part), `addresses.${part}`, 200),
    );
    asserted.address =
      optionalText(address?.get('formatted'), 'addresses.formatted') ?? (parts.filter(Boolean).join(', ') || null);
    const country = optionalText(address?.get('country'), 'addresses.country', 100);
    const code = country ? toCountryCode(country) : null;
    if (country && !code) throw invalidValue(`addresses.country "${country}": ${COUNTRY_INPUT_HINT}`);
    asserted.country = code;
  }

  const enterprise = extensionAttributes(attributes, ENTERPRISE_USER, ENTERPRISE_NAMES);
  if (enterprise.has('employeenumber')) {
    asserted.employeeNumber = optionalText(enterprise.get('employeenumber'), 'employeeNumber', 100);
  }
  if (enterprise.has('department')) asserted.department = optionalText(enterprise.get('department'), 'department', 200);
  if (enterprise.has('manager')) {
    const manager = enterprise.get('manager');
    const value = isObject(manager) ? byLowerName(manager).get('value') : manager;
    asserted.managerId = optionalText(value, 'manager.value', 100);
  }

  const lifecycle = extensionAttributes(attributes, LIFECYCLE_USER, LIFECYCLE_NAMES);
  if (lifecycle.has('startdate')) asserted.hireDate = readDay(lifecycle.get('startdate'), 'startDate');
  if (lifecycle.has('enddate')) asserted.endDate = readDay(lifecycle.get('enddate'), 'endDate');
  return asserted;
}
