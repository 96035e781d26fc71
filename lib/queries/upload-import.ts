import type { BffRoute } from '@/lib/bff/access';
import { bffCall } from './bff-call';

/** The content type of an uploaded import file: JSON by its name or type, CSV otherwise. */
export function importContentType(file: File): string {
  return file.type === 'application/json' || file.name.toLowerCase().endsWith('.json')
    ? 'application/json'
    : 'text/csv';
}

/** Sends an import file's text to an import route as CSV or JSON; resolves to the API's summary. */
export async function uploadImport<T>(
  route: BffRoute,
  file: File,
  options: { params?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<T> {
  const body = await file.text();
  return bffCall<{ data: T }>(route, { ...options, body, contentType: importContentType(file) }).then(
    (response) => response.data,
  );
}
