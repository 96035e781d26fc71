import { requestOf } from '@/lib/bff/request-of';
import { ZCreateExportRequest, ZListExportsQuery } from '@/lib/contract/exports';
import { companyRoute } from '@/lib/bff/route';
import { exportRefused, mayExport } from '@/lib/bff/export-access';
import { withDashboardLink } from '@/lib/bff/export-links';

// A role that may not read the audit log does not see its exports either. Download links are the dashboard's own.
export const GET = companyRoute('GET /api/exports', async ({ api, query, headers, user }) => {
  const result = await api.GET('/api/v1/exports', { params: { query: requestOf(ZListExportsQuery, query) }, headers });
  if (!result.data) return result;
  const shown = result.data.data.filter((item) => mayExport(user.role, item.kind)).map(withDashboardLink);
  return { ...result, data: { ...result.data, data: shown } };
});

// The signed-in user is named to the API (Loadout-Actor-*), so they get the e-mail when the file is ready.
export const POST = companyRoute('POST /api/exports', async ({ api, body, headers, user }) => {
  const request = requestOf(ZCreateExportRequest, body);
  if (!mayExport(user.role, request.kind)) return exportRefused(user.role);
  const created = await api.POST('/api/v1/exports', { body: request, headers });
  if (!created.data) return created;
  return { ...created, data: { ...created.data, data: withDashboardLink(created.data.data) } };
});
