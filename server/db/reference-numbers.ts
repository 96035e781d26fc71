import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import * as clock from '../core/clock';

const PREFIXES = { quote: 'Q', device_action: 'DA', erasure_certificate: 'EC' } as const;
export type ReferenceKind = keyof typeof PREFIXES;

/**
 * The next human reference of a kind, `Q-2026-000123` or `DA-2026-000042`: one counter for all companies, so a
 * reference names one object platform-wide. The counter row stays locked until the caller's transaction ends, and a
 * rolled-back create gives its number back; call it as late in the transaction as the insert allows.
 */
export async function nextReference(tx: Db, kind: ReferenceKind, at = clock.now()): Promise<string> {
  const [row] = await queryRows<{ value: string | number }>(
    tx,
    sql`insert into reference_counters (name, value) values (${kind}, 1)
        on conflict (name) do update set value = reference_counters.value + 1
        returning value`,
  );
  return `${PREFIXES[kind]}-${at.getUTCFullYear()}-${String(row!.value).padStart(6, '0')}`;
}

/** `q-2026-000123 ` → `Q-2026-000123`; null when the text is not a reference of that kind. */
export function parseReference(kind: ReferenceKind, text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return new RegExp(`^${PREFIXES[kind]}-\\d{4}-\\d{6,}$`).test(candidate) ? candidate : null;
}
