import zlib from 'node:zlib';

// A small reader of the XLSX files exports write, for tests: the ZIP's central directory, the first sheet inflated
// with node:zlib, its cells as text or numbers. Enough to read back what Loadout wrote; not a general XLSX reader.

/** The files of a ZIP archive, by name, decompressed. */
export function unzip(file: Buffer): Map<string, Buffer> {
  let end = file.length - 22;
  while (end >= 0 && file.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a ZIP file: no end of central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = file.readUInt16LE(at + 10);
    const crc = file.readUInt32LE(at + 16);
    const compressed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const offset = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localData = offset + 30 + file.readUInt16LE(offset + 26) + file.readUInt16LE(offset + 28);
    const raw = file.subarray(localData, localData + compressed);
    const data = method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw);
    if (zlib.crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The first sheet's rows: each a list of cells (strings for text, numbers for numbers, '' for gaps). */
export function readXlsx(file: Buffer): (string | number)[][] {
  const sheet = unzip(file).get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('no xl/worksheets/sheet1.xml');
  const rows: (string | number)[][] = [];
  for (const [, body] of sheet.toString('utf8').matchAll(/<row[^>]*>(.*?)<\/row>/gs)) {
    const cells: (string | number)[] = [];
    for (const [, attributes = '', content = ''] of body!.matchAll(/<c([^>]*)>(.*?)<\/c>/gs)) {
      const ref = /r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? '';
      let column = 0;
      for (const letter of ref) column = column * 26 + (letter.charCodeAt(0) - 64);
      while (cells.length < column - 1) cells.push('');
      if (attributes.includes('t="inlineStr"')) cells.push(unescapeXml(/<t[^>]*>(.*?)<\/t>/s.exec(content)?.[1] ?? ''));
      else cells.push(Number(/<v>(.*?)<\/v>/.exec(content)?.[1]));
    }
    rows.push(cells);
  }
  return rows;
}
