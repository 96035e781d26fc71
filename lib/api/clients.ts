import 'server-only';
import { dashboardEnv } from '@/lib/env';
import { createApiClient, type ApiClient } from './api-client';
import type { paths as OperatorPaths } from './generated/operator-api';
import type { paths as PublicPaths } from './generated/public-api';

// Typed clients for the BFF, generated from the API's OpenAPI documents. They hold the company key and the
// operator token, so they exist on the server only.
export type CompanyApi = ApiClient<PublicPaths>;
export type OperatorApi = ApiClient<OperatorPaths>;

export class MissingCredentialError extends Error {}

let company: CompanyApi | undefined;
let operator: OperatorApi | undefined;

export function companyApi(): CompanyApi {
  const env = dashboardEnv();
  if (!env.LOADOUT_API_KEY)
    throw new MissingCredentialError('The dashboard has no company API key: set LOADOUT_API_KEY.');
  if (!company) {
    company = createApiClient<PublicPaths>({
      baseUrl: env.LOADOUT_API_URL,
      headers: { authorization: `Bearer ${env.LOADOUT_API_KEY}` },
    });
  }
  return company;
}

export function operatorApi(): OperatorApi {
  const env = dashboardEnv();
  if (!env.LOADOUT_OPERATOR_TOKEN)
    throw new MissingCredentialError('The dashboard has no operator token: set LOADOUT_OPERATOR_TOKEN.');
  if (!operator) {
    operator = createApiClient<OperatorPaths>({
      baseUrl: env.LOADOUT_API_URL,
      headers: { authorization: `Bearer ${env.LOADOUT_OPERATOR_TOKEN}` },
    });
  }
  return operator;
}
