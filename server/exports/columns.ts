/** A cell: text, a number (kept a number in XLSX), or empty. */
export type Cell = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export type Column<Row> = { header: string; value(row: Row): Cell };

/** A cell as text for CSV and XLSX text cells (numbers are handled by the writers). */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return String(cell);
}

/** Whether a cell is written as a number. */
export const isNumberCell = (cell: Cell): cell is number => typeof cell === 'number' && Number.isFinite(cell);
