import 'server-only';
import type { CompanyApi } from '@/lib/api/clients';

// Reads that every signed-in user makes alike (the overview's, which scans up to a thousand rows of five lists) are
// made once per dashboard process and shared while the company's audit log ends with the same event. Every change to
// company data (by users, keys, operators, SCIM or jobs) records its audit event in the change's own transaction, and
// the API seals pending events before it lists them, so a read made after the newest event was seen sees at least
// that much; a new event means a new read. One that commits behind a newer one (two writers at once) goes unseen
// until the next change or MAX_AGE_MS, whichever comes first.

/** How long a shared read is kept at most. */
const MAX_AGE_MS = 10_000;

type Entry = { newestChange: string; value: Promise<unknown>; readAt: number };

const entries = new Map<string, Entry>();

/** The id of the company's newest audit event ('' before the first), or null when it cannot be read. */
async function newestChange(api: CompanyApi, headers: Record<string, string>): Promise<string | null> {
  const { data } = await api.GET('/api/v1/audit-events', { params: { query: { limit: 1 } }, headers });
  return data ? (data.data[0]?.id ?? '') : null;
}

/**
 * `read()`'s value, shared by the callers with the same `key` while the company's newest change is the same (the
 * callers of one moment share one read). `keep` says whether a value may be shared: an API error is not.
 */
export async function readUntilChange<T>(
  api: CompanyApi,
  headers: Record<string, string>,
  key: string,
  read: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<T> {
  const newest = await newestChange(api, headers);
  if (newest === null) return read();
  const entry = entries.get(key);
  if (entry && entry.newestChange === newest && Date.now() - entry.readAt < MAX_AGE_MS)
    return entry.value as Promise<T>;
  const value = read();
  const kept: Entry = { newestChange: newest, value, readAt: Date.now() };
  entries.set(key, kept);
  const forget = () => {
    if (entries.get(key) === kept) entries.delete(key);
  };
  value.then((settled) => {
    if (!keep(settled)) forget();
  }, forget);
  return value;
}
