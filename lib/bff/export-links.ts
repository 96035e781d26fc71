import 'server-only';
import type { TExport } from '@/lib/contract/exports';
import { downloadPath } from '@/lib/queries/exports';

/**
 * An export as the browser gets it: the API's `download_url` (its own address and a signature that works without a
 * session for 15 minutes) is replaced by the dashboard's download route, which checks the session on every request
 * (app/api/exports/[id]/download). The browser never sees the API's address nor a signed token.
 */
export function withDashboardLink(item: TExport): TExport {
  return { ...item, download_url: item.download_url ? downloadPath(item.id) : null, download_url_expires_at: null };
}
