import { parse } from 'csv-parse/sync';
import type { TFxRateImportError } from '@/lib/contract/fx-rates';
import { ApiError } from '../core/errors';
import { checkCurrency, checkDay, checkRate } from './rate-checks';

/** A rate read from an import, with the row it came from. */
export type ReadRate = { row: number; day: string; currency: string; perEur: string };
export type ReadRates = { rates: ReadRate[]; errors: TFxRateImportError[] };

const HEADER_EXAMPLE = 'Date,USD,JPY,GBP';
const ROW_EXAMPLE = '2026-12-04,1.0823,162.87,0.8512';
/** A cell that holds no rate for that day: the ECB writes `N/A` for a currency it did not fix. */
const isNoRate = (cell: string) => cell === '' || cell.toUpperCase() === 'N/A';

const refuse = (message: string) => new ApiError('VALIDATION_ERROR', message, [{ path: '(body)', message }]);

function cellsOf(text: string): string[][] {
  try {
    return parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true });
  } catch (error) {
    throw refuse(`The CSV could not be read: ${(error as Error).message}. Send the file as the ECB publishes it.`);
  }
}

type Column = { index: number; name: string; currency: string };

/** The header's currency columns that can be imported; the others come back as errors of row 0. */
function readHeader(header: string[], errors: TFxRateImportError[]) {
  // The ECB's files end each line with a comma: an empty last column is no column.
  const named = [...header];
  while (named.length > 0 && named.at(-1) === '') named.pop();
  const dateIndex = named.findIndex((name) => name.toLowerCase() === 'date');
  if (dateIndex < 0) {
    const looksLikeData = checkDay(named[0] ?? '', '9999-12-31').value !== undefined;
    throw refuse(
      looksLikeData
        ? `The file has no header: its first line must name the columns, as the ECB's files do (${HEADER_EXAMPLE}).`
        : `The header has no Date column: name the columns as the ECB's files do (${HEADER_EXAMPLE}).`,
    );
  }
  const columns: Column[] = [];
  const seen = new Map<string, number>();
  named.forEach((name, index) => {
    if (index === dateIndex) return;
    const checked = checkCurrency(name);
    if (checked.problem !== undefined) {
      errors.push({
        row: 0,
        column: name || `column ${index + 1}`,
        message: `${checked.problem}; the column was skipped`,
      });
      return;
    }
    const earlier = seen.get(checked.value);
    if (earlier !== undefined) {
      errors.push({
        row: 0,
        column: name,
        message: `${checked.value} is also column ${earlier + 1} of the header: keep one column per currency; this one was skipped`,
      });
      return;
    }
    seen.set(checked.value, index);
    columns.push({ index, name, currency: checked.value });
  });
  return { dateIndex, width: named.length, columns };
}

/**
 * The rates of an ECB reference-rate CSV (the daily file's one row or the historical file's many, newest first;
 * columns in any order). Each row is checked on its own: a row with an error gives no rate, the others still do.
 */
export function readEcbCsv(text: string, today: string): ReadRates {
  const [header, ...rows] = cellsOf(text);
  if (!header) throw refuse(`The file is empty: send the ECB's CSV, a header (${HEADER_EXAMPLE}) and one row per day.`);
  const errors: TFxRateImportError[] = [];
  const { dateIndex, width, columns } = readHeader(header, errors);
  if (rows.length === 0)
    throw refuse(`The file has a header but no rows: add one row per day below it, such as ${ROW_EXAMPLE}.`);

  const rates: ReadRate[] = [];
  const rowOfDay = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const extra = cells.slice(width);
    if (cells.length < width || extra.some((cell) => cell !== '')) {
      errors.push({
        row,
        column: null,
        message: `the row has ${cells.length} cells and the header ${width} columns: give each column one cell (empty or N/A when there is no rate)`,
      });
      return;
    }
    const day = checkDay(cells[dateIndex]!, today);
    if (day.problem !== undefined) {
      errors.push({ row, column: header[dateIndex]!, message: day.problem });
      return;
    }
    const earlier = rowOfDay.get(day.value);
    if (earlier !== undefined) {
      errors.push({
        row,
        column: header[dateIndex]!,
        message: `${day.value} is also row ${earlier}: keep one row per day`,
      });
      return;
    }
    rowOfDay.set(day.value, row);
    const found: ReadRate[] = [];
    let isValid = true;
    for (const column of columns) {
      const cell = cells[column.index]!;
      if (isNoRate(cell)) continue;
      const rate = checkRate(cell, column.currency);
      if (rate.problem !== undefined) {
        errors.push({
          row,
          column: column.name,
          message: `${rate.problem}; or leave the cell empty (N/A) for no rate`,
        });
        isValid = false;
      } else found.push({ row, day: day.value, currency: column.currency, perEur: rate.value });
    }
    if (isValid) rates.push(...found);
  });
  return { rates, errors };
}
