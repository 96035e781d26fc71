import { cellText, isNumberCell, type Cell } from './columns';
import { neutralise } from './neutralise';
import { zipChunks } from './zip';

// A one-sheet XLSX workbook written as it goes: the sheet's rows are XML streamed into the ZIP, text as inline
// strings (no shared-strings table to hold in memory), numbers as numbers. The header row is bold and frozen.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const STYLES = `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

const workbook = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** Characters XML 1.0 cannot hold at all (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/U+FFFF) are dropped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function rowXml(number: number, cells: Cell[], letters: string[], style = ''): string {
  let xml = `<row r="${number}">`;
  cells.forEach((cell, index) => {
    const ref = `${letters[index]}${number}`;
    if (isNumberCell(cell)) xml += `<c r="${ref}"${style}><v>${cell}</v></c>`;
    else {
      const text = cellText(cell);
      if (text !== '')
        xml += `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(neutralise(text))}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

async function* sheetChunks(headers: string[], batches: AsyncIterable<Cell[][]>): AsyncGenerator<Buffer> {
  const letters = headers.map((_, index) => columnLetters(index));
  yield Buffer.from(SHEET_HEAD + rowXml(1, headers, letters, ' s="1"'));
  let number = 1;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield Buffer.from(batch.map((cells) => rowXml(++number, cells, letters)).join(''));
  }
  yield Buffer.from(SHEET_TAIL);
}

/** The workbook as chunks: one sheet named `sheetName` with the header row and then the rows of each batch. */
export function xlsxChunks(sheetName: string, headers: string[], batches: AsyncIterable<Cell[][]>) {
  return zipChunks([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook(sheetName.slice(0, 31))) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', data: Buffer.from(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', data: sheetChunks(headers, batches) },
  ]);
}
