import { companyRoute } from '@/lib/bff/route';

// A message to Loadout about a quote, from IT staff or a manager; the author is the signed-in user, whatever was sent.
export const POST = companyRoute('POST /api/quotes/[id]/comments', ({ api, params, body, user, headers }) =>
  api.POST('/api/v1/quotes/{id}/comments', {
    params: { path: { id: params.id! } },
    body: { message: (body as { message?: unknown } | undefined)?.message as string, author: user.name },
    headers,
  }),
);
