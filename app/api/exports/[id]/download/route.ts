import { companyRoute } from '@/lib/bff/route';
import { exportRefused, mayExport } from '@/lib/bff/export-access';
import { errorResponse, passThrough } from '@/lib/bff/responses';
import { dashboardEnv } from '@/lib/env';

const PASSED = ['content-type', 'content-length', 'content-disposition'];

/**
 * The export's file, streamed through the dashboard: on every request the session and role are checked, then the BFF
 * reads a fresh signed URL with the company key and fetches it from the API server-side, so the browser never sees
 * the key, the API's address nor a signed URL. The fetch carries the key, so the API charges it to the key's budget
 * (which signed-in users share, each within their own), never to the address anonymous callers spend.
 */
export const GET = companyRoute('GET /api/exports/[id]/download', async ({ api, params, headers, user }) => {
  const found = await api.GET('/api/v1/exports/{id}', { params: { path: { id: params.id! } }, headers });
  if (!found.data) return passThrough(found);
  if (!mayExport(user.role, found.data.data.kind)) return exportRefused(user.role);
  const url = found.data.data.download_url;
  if (!url) {
    return errorResponse(
      409,
      'CONFLICT',
      found.data.data.status === 'failed'
        ? `This export failed (${found.data.data.error ?? 'no reason given'}); request it again.`
        : 'This export is not finished yet; download it once its status is succeeded.',
    );
  }
  // The API signed the URL with its own address as it saw it; the dashboard reaches it at LOADOUT_API_URL.
  const signed = new URL(url);
  const { LOADOUT_API_URL, LOADOUT_API_KEY } = dashboardEnv();
  const upstream = await fetch(`${LOADOUT_API_URL.replace(/\/+$/, '')}${signed.pathname}${signed.search}`, {
    headers: { ...headers, authorization: `Bearer ${LOADOUT_API_KEY}` },
    cache: 'no-store',
  });
  if (!upstream.ok || !upstream.body) {
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    });
  }
  const answer = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers: answer });
});
