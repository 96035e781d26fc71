import { z } from 'zod';
import { notFound } from './errors';

const zUuid = z.uuid();

/** An id in a path that is not a UUID cannot name anything: 404, as for any id that does not exist. */
export function parseUuid(id: string, what: string): string {
  if (!zUuid.safeParse(id).success) throw notFound(what, id);
  return id.toLowerCase();
}
