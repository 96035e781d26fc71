import type { TFxRateImportSummary } from '@/lib/contract/fx-rates';
import type { Db } from '../db/client';
import { todayUtc } from '../core/clock';
import { readEcbCsv } from './read-ecb-csv';
import { readRateEntries } from './read-rate-entries';
import { writeRates } from './rates-repo';

/**
 * Imports reference rates: the ECB's CSV (text) or the JSON form's entries. Rows with an error are reported and
 * import nothing; every other row is written, all in one transaction. A rate already stored as it is counts as
 * unchanged, so the same file imported twice changes nothing the second time.
 */
export async function importRates(db: Db, body: string | Record<string, unknown>[]): Promise<TFxRateImportSummary> {
  const today = todayUtc();
  const { rates, errors } = typeof body === 'string' ? readEcbCsv(body, today) : readRateEntries(body, today);
  const written = await db.transaction((tx) =>
    writeRates(
      tx,
      rates.map(({ currency, day, perEur }) => ({ currency, day, perEur })),
    ),
  );
  return { ...written, unchanged: rates.length - written.created - written.updated, errors };
}
