import { z } from 'zod';
import { dataResponse, listResponse, ZPaginationQuery, ZSort, ZTimestamp } from './common';

export const SCOPES = [
  'quotes:read',
  'quotes:write',
  'assets:read',
  'assets:write',
  'device_actions:read',
  'device_actions:write',
  'webhooks:manage',
  'employees:read',
  'scim:manage',
  'policies:manage',
  'approvals:decide',
  'audit:read',
  'request_logs:read',
  'exports:read',
  'exports:write',
] as const;
export const ZScope = z.enum(SCOPES);
export type TScope = z.infer<typeof ZScope>;

export const ZCompany = z
  .object({
    id: z.uuid(),
    name: z.string(),
    api_access_enabled: z.boolean(),
    audit_retention_days: z.number().int().meta({
      description: 'Days its audit events are kept before they are archived and pruned (default 400).',
    }),
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;

export const ZCreateCompanyRequest = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
});
export const ZCreateCompanyResponse = dataResponse(ZCompany);

export const ZUpdateCompanyRequest = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  api_access_enabled: z.boolean().optional(),
  audit_retention_days: z
    .number()
    .int('must be a whole number of days')
    .min(30, 'must be at least 30 days')
    .max(3650, 'must be at most 3650 days (10 years)')
    .optional(),
});
export const ZUpdateCompanyResponse = dataResponse(ZCompany);
// The operator API's `GET /companies` query (server/access/routes.ts declares the same shape inline).
export const ZListCompaniesQuery = ZPaginationQuery.extend({ sort: ZSort });
export const ZListCompaniesResponse = listResponse(ZCompany);

export const ZApiKeyMode = z.enum(['live', 'test']);

export const ZApiKey = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    mode: ZApiKeyMode,
    livemode: z.boolean(),
    scopes: z.array(ZScope),
    display: z.string().meta({ description: 'Recognisable form of the key, e.g. `lo_live_…a1B2`.' }),
    rate_limit_per_minute: z.number().int(),
    autopilot: z.boolean(),
    requires_approval: z.boolean().meta({
      description:
        "Decisions on quotes made with this key go through the company's approval rules, as the dashboard's do.",
    }),
    expires_at: ZTimestamp.nullable(),
    revoked_at: ZTimestamp.nullable(),
    last_used_at: ZTimestamp.nullable().meta({ description: 'Last authenticated request, to the minute.' }),
    created_at: ZTimestamp,
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZCreateApiKeyRequest = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(200),
    mode: ZApiKeyMode,
    scopes: z
      .array(ZScope)
      .min(1, 'give at least one scope')
      .transform((scopes) => [...new Set(scopes)]),
    expires_at: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 timestamp such as 2027-01-01T00:00:00Z' })
      .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
      .optional(),
    rate_limit_per_minute: z.number().int().min(1).max(1_000_000).optional(),
    autopilot: z.boolean().default(false).meta({
      description:
        'Test keys only: sandbox quotes are priced, shipped and delivered, and device actions completed, by themselves.',
    }),
    requires_approval: z.boolean().default(false).meta({
      description:
        "Decisions on quotes made with this key go through the company's approval rules (GET /approval-rules), as those made in the dashboard do; without it, the key's decisions take effect at once.",
    }),
  })
  .refine((key) => !(key.autopilot && key.mode === 'live'), {
    path: ['autopilot'],
    message: 'is only for test keys (mode "test")',
  });
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

export const ZCreateApiKeyResponse = dataResponse(
  ZApiKey.extend({
    key: z.string().meta({ description: 'The secret key. Shown only in this response; store it now.' }),
  }),
);
export const ZListApiKeysResponse = listResponse(ZApiKey);
export const ZGetApiKeyResponse = dataResponse(ZApiKey);
