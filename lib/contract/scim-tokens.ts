import { z } from 'zod';
import { dataResponse, listResponse, ZTimestamp } from './common';
import { ZApiKeyMode } from './access';

// Bearer tokens of a company's SCIM client (Okta, Microsoft Entra ID), which keeps its employee directory in step
// through /scim/v2. Issued by the operator; the token is shown once.

export const ZScimToken = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    mode: ZApiKeyMode.meta({ description: '`live` provisions the live directory, `test` the sandbox one.' }),
    display: z.string().meta({ description: 'Recognisable form of the token, e.g. `lo_scim_live_…a1B2`.' }),
    revoked_at: ZTimestamp.nullable(),
    last_used_at: ZTimestamp.nullable().meta({ description: 'Last authenticated SCIM request, to the minute.' }),
    created_at: ZTimestamp,
  })
  .meta({ id: 'ScimToken' });
export type TScimToken = z.infer<typeof ZScimToken>;

export const ZCreateScimTokenRequest = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200).meta({ description: 'e.g. "Okta" or "Entra ID".' }),
  mode: ZApiKeyMode.default('live'),
});
export type TCreateScimTokenRequest = z.infer<typeof ZCreateScimTokenRequest>;

/** A company issuing its own token: the mode is the calling key's (a test key issues a sandbox token). */
export const ZCreateOwnScimTokenRequest = ZCreateScimTokenRequest.pick({ name: true });
export type TCreateOwnScimTokenRequest = z.infer<typeof ZCreateOwnScimTokenRequest>;

export const ZCreateScimTokenResponse = dataResponse(
  ZScimToken.extend({
    token: z.string().meta({
      description: "The secret token for the SCIM client's Authorization header. Shown only in this response.",
    }),
    base_url: z
      .string()
      .meta({ description: "The SCIM base URL to give the client (the tenant URL in Entra ID's terms)." }),
  }),
);
export const ZListScimTokensResponse = listResponse(ZScimToken);
