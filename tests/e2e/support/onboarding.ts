import { expect, type APIRequestContext } from '@playwright/test';
import { callApi } from './api';
import { stackCredentials } from './stack';

// A new hire with a one-time equipment choice link, set up as production does it: an equipment policy with a
// "Laptop" choice for a department of its own, a hire in that department provisioned through SCIM with a start date
// ahead, and the link read from the e-mail in the operator's outbox.

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const LIFECYCLE = 'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User';

/** `YYYY-MM-DD`, `days` from today (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type Product = { id: string; name: string; configurations: { id: string }[] };

export type ChoiceHire = {
  policyId: string;
  employeeId: string;
  email: string;
  firstName: string;
  token: string;
  startDate: string;
  options: { standard: string; other: string };
};

/** The policy (first in the order, so it wins for its department), the hire, and the token of their link. */
export async function hireWithChoiceLink(request: APIRequestContext, run = `${Date.now()}`): Promise<ChoiceHire> {
  const laptops = await callApi(request, 'GET', '/api/v1/products?product_type=Laptop&limit=2');
  expect(laptops.status).toBe(200);
  const [standard, other] = laptops.body.data as Product[];
  expect(other, 'the demo catalog has two laptops').toBeDefined();
  const department = `Choosers ${run}`;
  const optionOf = (product: Product) => ({
    label: product.name,
    product_id: product.id,
    ...(product.configurations[0] ? { configuration_id: product.configurations[0].id } : {}),
  });
  const policy = await callApi(request, 'POST', '/api/v1/equipment-policies', {
    body: {
      name: `E2E choice ${run}`,
      match: { departments: [department] },
      position: 1,
      choices: [{ name: 'Laptop', options: [optionOf(standard!), optionOf(other!)], default_option: standard!.name }],
    },
  });
  expect(policy.status, JSON.stringify(policy.body)).toBe(201);
  const policyId = policy.body.data.id as string;

  const scimToken = await callApi(request, 'POST', '/api/v1/scim-tokens', { body: { name: `HRIS ${run}` } });
  expect(scimToken.status).toBe(201);
  const email = `nina.newhire.${run}@acme.example`;
  const startDate = dayFromNow(10);
  const created = await request.fetch(`${stackCredentials().apiUrl}/scim/v2/Users`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${scimToken.body.data.token}`,
      'content-type': 'application/scim+json',
    },
    data: {
      schemas: [CORE, ENTERPRISE, LIFECYCLE],
      userName: email,
      name: { givenName: 'Nina', familyName: `Newhire ${run}` },
      emails: [{ value: email, type: 'work', primary: true }],
      active: true,
      addresses: [{ type: 'work', formatted: 'Torstraße 1, 10119 Berlin', country: 'DE', primary: true }],
      [ENTERPRISE]: { department },
      [LIFECYCLE]: { startDate },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const employeeId = (await created.json()).id as string;

  let token = '';
  await expect(async () => {
    const outbox = await callApi(request, 'GET', '/operator/v1/outbox?kind=email&limit=100', { operator: true });
    const message = (outbox.body.data as { payload: { to?: string[]; text?: string } }[]).find((entry) =>
      entry.payload.to?.includes(email),
    );
    const match = message?.payload.text?.match(/\/choose\/([\w-]+)/);
    expect(match, `the e-mail to ${email} with its link`).toBeTruthy();
    token = match![1]!;
  }).toPass({ timeout: 30_000 });
  return {
    policyId,
    employeeId,
    email,
    firstName: 'Nina',
    token,
    startDate,
    options: { standard: standard!.name, other: other!.name },
  };
}

export async function removePolicy(request: APIRequestContext, policyId: string) {
  await callApi(request, 'DELETE', `/api/v1/equipment-policies/${policyId}`);
}
