import { requestOf } from '@/lib/bff/request-of';
import { ZAddCommentRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

// A message to Loadout about a device action (e.g. the answer to its request for input), signed with the user's name.
export const POST = companyRoute('POST /api/device-actions/[id]/comments', ({ api, params, body, user, headers }) =>
  api.POST('/api/v1/device-actions/{id}/comments', {
    params: { path: { id: params.id! } },
    body: {
      ...requestOf(ZAddCommentRequest, typeof body === 'object' && body !== null ? body : {}),
      author: user.name,
    },
    headers,
  }),
);
