import { companyRoute } from '@/lib/bff/route';
import { exportRefused, mayExport } from '@/lib/bff/export-access';
import { withDashboardLink } from '@/lib/bff/export-links';

// The export with the dashboard's download link in place of the API's signed URL (lib/bff/export-links.ts), in a new
// object: an answer changed in place would be sent as the API's bytes (passThrough).
export const GET = companyRoute('GET /api/exports/[id]', async ({ api, params, headers, user }) => {
  const found = await api.GET('/api/v1/exports/{id}', { params: { path: { id: params.id! } }, headers });
  if (!found.data) return found;
  if (!mayExport(user.role, found.data.data.kind)) return exportRefused(user.role);
  return { ...found, data: { ...found.data, data: withDashboardLink(found.data.data) } };
});
