import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

// Where export files live: EXPORTS_DIR, by default `exports` under DATA_DIR. Every API instance and worker must
// see the same directory (a shared volume) for downloads to find what a worker wrote.

export function exportsDirOf(config: Config): string {
  return config.EXPORTS_DIR ? path.resolve(config.EXPORTS_DIR) : path.join(config.dataDir, 'exports');
}

/** The finished file of an export: its id and format, never anything a caller sent. */
export const storedPath = (dir: string, id: string, format: string) => path.join(dir, `${id}.${format}`);

/**
 * Writes `chunks` to the export's file: to a temporary name first, renamed once complete, so a reader never sees
 * half a file and a rerun (jobs run at least once) starts over from nothing. Returns the file's size.
 */
export async function writeFileAtomically(
  dir: string,
  id: string,
  format: string,
  chunks: AsyncIterable<Buffer>,
  signal?: AbortSignal,
): Promise<number> {
  await mkdir(dir, { recursive: true });
  const final = storedPath(dir, id, format);
  const temporary = `${final}.partial`;
  try {
    await pipeline(Readable.from(chunks), createWriteStream(temporary), { signal });
    await rename(temporary, final);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(final)).size;
}

export async function removeFiles(dir: string, id: string, format: string) {
  const final = storedPath(dir, id, format);
  await rm(final, { force: true });
  await rm(`${final}.partial`, { force: true });
}

export function openFile(dir: string, id: string, format: string) {
  return createReadStream(storedPath(dir, id, format));
}
