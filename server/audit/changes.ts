import type { StoredRowChange } from '../db/schema';

/** A row as the capture trigger stored it (server/db/migrations/0018_audit_log.sql). */
export type CapturedRow = {
  tableName: string;
  operation: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** At most this many changed rows are spelled out in one event; the rest are counted (`changes_omitted`). */
export const MAX_CHANGES_PER_EVENT = 500;

/** Columns that hold secrets (hashes of keys and tokens, sealed signing secrets): their values never reach the log. */
const SECRET_COLUMN = /(_hash|_sealed|password)$/;
const REDACTED = '[redacted]';
/** Bookkeeping that changes with every write and says nothing. */
const NOISE = new Set(['updated_at']);
/** The objects a row belongs to besides itself, so that an object's history finds changes to its parts. */
const PARENT_COLUMNS = [
  'quote_id',
  'employee_id',
  'asset_id',
  'device_action_id',
  'offboarding_case_id',
  'onboarding_case_id',
  'request_id',
  'rule_id',
];

type Folded = {
  /** Per company the rows belong to (its own id for `companies`), with the mode they are in. */
  byCompany: Map<string, { livemode: boolean | null; changes: StoredRowChange[]; subjects: Set<string> }>;
  /** Rows of no company (children such as quote items carry their parent's id, not the company's). */
  orphans: { changes: StoredRowChange[]; subjects: Set<string> };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function visible(row: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (NOISE.has(column) || value === null) continue;
    shown[column] = SECRET_COLUMN.test(column) ? REDACTED : value;
  }
  return shown;
}

/** The fields of an update that changed, before and after; null when nothing but bookkeeping did. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const column of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(column) || same(before[column], after[column])) continue;
    const secret = SECRET_COLUMN.test(column);
    was[column] = secret ? REDACTED : (before[column] ?? null);
    now[column] = secret ? REDACTED : (after[column] ?? null);
  }
  return Object.keys(now).length > 0 ? { was, now } : null;
}

function toChange(row: CapturedRow): StoredRowChange | null {
  const operation = row.operation as StoredRowChange['operation'];
  const id = String((row.after ?? row.before)?.id ?? '') || null;
  if (operation === 'update') {
    const fields = changedFields(row.before ?? {}, row.after ?? {});
    return fields && { table: row.tableName, id, operation, before: fields.was, after: fields.now };
  }
  return {
    table: row.tableName,
    id,
    operation,
    before: row.before && visible(row.before),
    after: row.after && visible(row.after),
  };
}

function companyPart(folded: Folded, companyId: string) {
  let part = folded.byCompany.get(companyId);
  if (!part) folded.byCompany.set(companyId, (part = { livemode: null, changes: [], subjects: new Set() }));
  return part;
}

/** The captured rows of one transaction, as the changes of the events it appends: one per company it touched. */
export function foldCapturedRows(rows: CapturedRow[]): Folded {
  const folded: Folded = { byCompany: new Map(), orphans: { changes: [], subjects: new Set() } };
  for (const row of rows) {
    const change = toChange(row);
    if (!change) continue;
    const data = (row.after ?? row.before)!;
    const companyId = (data.company_id ?? (row.tableName === 'companies' ? data.id : null)) as string | null;
    const target = companyId ? companyPart(folded, companyId) : folded.orphans;
    if (companyId && typeof data.livemode === 'boolean') folded.byCompany.get(companyId)!.livemode ??= data.livemode;
    target.changes.push(change);
    if (change.id) target.subjects.add(change.id);
    for (const column of PARENT_COLUMNS) {
      const parent = data[column];
      if (typeof parent === 'string') target.subjects.add(parent);
    }
  }
  return folded;
}
