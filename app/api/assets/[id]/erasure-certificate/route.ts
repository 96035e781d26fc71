import { companyRoute } from '@/lib/bff/route';
import { dashboardEnv } from '@/lib/env';

const PASSED = ['content-type', 'content-length', 'content-disposition'];

/**
 * A cleared device's erasure certificate, the PDF as the API serves it: fetched server-side with the company key (the
 * browser never sees it), its bytes passed on unchanged so that their SHA-256 is the one in the audit log.
 */
export const GET = companyRoute('GET /api/assets/[id]/erasure-certificate', async ({ params, headers }) => {
  const { LOADOUT_API_URL, LOADOUT_API_KEY } = dashboardEnv();
  const upstream = await fetch(
    `${LOADOUT_API_URL.replace(/\/+$/, '')}/api/v1/assets/${encodeURIComponent(params.id!)}/erasure-certificate`,
    {
      headers: { ...headers, authorization: `Bearer ${LOADOUT_API_KEY}`, accept: 'application/pdf' },
      cache: 'no-store',
    },
  );
  const answer = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
});
