import { once } from 'node:events';
import zlib from 'node:zlib';

// A streaming ZIP writer (deflate, data descriptors, no ZIP64): each entry's bytes are compressed as they come and
// never held whole, so memory stays flat however large an entry grows. Enough for XLSX files below 4 GiB.

export type ZipEntry = { name: string; data: AsyncIterable<Buffer> | Buffer };

const DOS_TIME_2000 = { time: 0, date: ((2000 - 1980) << 9) | (1 << 5) | 1 };
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const LIMIT = 0xffffffff;

type Written = { name: Buffer; offset: number; crc: number; compressed: number; size: number };

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(DOS_TIME_2000.time, 10);
  header.writeUInt16LE(DOS_TIME_2000.date, 12);
  // crc, sizes: 0 here, given in the data descriptor
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc >>> 0, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(DOS_TIME_2000.time, 12);
  header.writeUInt16LE(DOS_TIME_2000.date, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

async function* asChunks(data: ZipEntry['data']): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(data)) yield data;
  else yield* data;
}

/** The ZIP file of `entries`, as chunks in order. */
export async function* zipChunks(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name);
    const record: Written = { name, offset, crc: 0, compressed: 0, size: 0 };
    yield header;
    offset += header.length;

    const deflate = zlib.createDeflateRaw({ level: 6 });
    const feeding = (async () => {
      try {
        for await (const chunk of asChunks(entry.data)) {
          record.crc = zlib.crc32(chunk, record.crc);
          record.size += chunk.length;
          if (!deflate.write(chunk)) await once(deflate, 'drain');
        }
        deflate.end();
      } catch (error) {
        deflate.destroy(error as Error);
      }
    })();
    for await (const compressed of deflate as AsyncIterable<Buffer>) {
      record.compressed += compressed.length;
      yield compressed;
    }
    await feeding;
    offset += record.compressed;
    if (record.size > LIMIT || offset > LIMIT) throw new Error('The file passed 4 GiB, more than an export can hold.');
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += descriptor.length;
    written.push(record);
  }
  const central = Buffer.concat(written.map(centralHeader));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
