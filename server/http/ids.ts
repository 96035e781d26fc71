import { z } from 'zod';
import { parseReference, type ReferenceKind } from '../db/reference-numbers';
import { notFound } from '../core/errors';

const zUuid = z.uuid();

/** An id in a path that is not a UUID cannot name anything: 404, as for any id that does not exist. */
export function parseUuid(id: string, what: string): string {
  if (!zUuid.safeParse(id).success) throw notFound(what, id);
  return id.toLowerCase();
}

/** A UUID, or a human reference of that kind (`Q-2026-000123`) in upper case; 404 for anything else. */
export function parseIdOrReference(id: string, what: string, kind: ReferenceKind): string {
  return parseReference(kind, id) ?? parseUuid(id, what);
}
