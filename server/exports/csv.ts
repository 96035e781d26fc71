import { cellText, isNumberCell, type Cell } from './columns';
import { neutralise } from './neutralise';

// RFC 4180 CSV: CRLF line ends, fields quoted when they hold a comma, quote, CR or LF, quotes doubled. The file
// starts with a UTF-8 byte order mark so that Excel reads it as UTF-8 (other readers skip it).

export const CSV_BOM = '\uFEFF';

function field(cell: Cell): string {
  const text = isNumberCell(cell) ? String(cell) : neutralise(cellText(cell));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, with its CRLF. */
export function csvLine(cells: Cell[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}

/** The file as chunks: the BOM and header, then one chunk per batch of rows. */
export async function* csvChunks(headers: string[], batches: AsyncIterable<Cell[][]>): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvLine(headers));
  for await (const batch of batches) {
    if (batch.length > 0) yield Buffer.from(batch.map(csvLine).join(''));
  }
}
