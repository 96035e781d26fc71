import 'server-only';
import createClient, { type Client } from 'openapi-fetch';
import { dashboardEnv } from '@/lib/env';
import type { paths as OperatorPaths } from './generated/operator-api';
import type { paths as PublicPaths } from './generated/public-api';
import { upstreamFetch } from './upstream-fetch';
import { upstreamSpans } from './upstream-spans';

// Typed clients for the BFF, generated from the API's OpenAPI documents. They hold the company key and the
// operator token, so they exist on the server only.
export type CompanyApi = Client<PublicPaths>;
export type OperatorApi = Client<OperatorPaths>;

export class MissingCredentialError extends Error {}

let company: CompanyApi | undefined;
let operator: OperatorApi | undefined;

export function companyApi(): CompanyApi {
  const env = dashboardEnv();
  if (!env.LOADOUT_API_KEY)
    throw new MissingCredentialError('The dashboard has no company API key: set LOADOUT_API_KEY.');
  if (!company) {
    company = createClient<PublicPaths>({
      baseUrl: env.LOADOUT_API_URL,
      fetch: upstreamFetch,
      headers: { authorization: `Bearer ${env.LOADOUT_API_KEY}` },
    });
    company.use(upstreamSpans);
  }
  return company;
}

export function operatorApi(): OperatorApi {
  const env = dashboardEnv();
  if (!env.LOADOUT_OPERATOR_TOKEN)
    throw new MissingCredentialError('The dashboard has no operator token: set LOADOUT_OPERATOR_TOKEN.');
  if (!operator) {
    operator = createClient<OperatorPaths>({
      baseUrl: env.LOADOUT_API_URL,
      fetch: upstreamFetch,
      headers: { authorization: `Bearer ${env.LOADOUT_OPERATOR_TOKEN}` },
    });
    operator.use(upstreamSpans);
  }
  return operator;
}
