import { companyRoute } from '@/lib/bff/route';
import { exportRefused, mayExport } from '@/lib/bff/export-access';

export const GET = companyRoute('GET /api/exports/[id]', async ({ api, params, headers, user }) => {
  const found = await api.GET('/api/v1/exports/{id}', { params: { path: { id: params.id! } }, headers });
  if (found.data && !mayExport(user.role, found.data.data.kind)) return exportRefused(user.role);
  return found;
});
