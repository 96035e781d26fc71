/* eslint-disable @typescript-eslint/no-explicit-any -- the build reads ids out of the API's answers; typing each answer would repeat the contract */
import type { FastifyInstance } from 'fastify';
import { ACTOR_HEADERS } from '@/lib/contract/approvals';

// How the demo company's build talks to Loadout: the API's own routes, in process (Fastify's inject), with the demo
// company's keys and an operator token, as an integrator and Loadout's operators would. Every call goes through the
// same validation, services, audit and events as a request over the network; a refused call stops the build with
// the API's own message.

/** Who calls: the company's live or sandbox key, or Loadout's operators. */
export type Caller = 'live' | 'test' | 'operator';

/** A person the dashboard would name as acting (approvals, decisions): sent as the actor headers. */
export type Actor = { email: string; name: string; role: 'it_staff' | 'manager' };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type DemoCredentials = { live: string; test: string; operator: string };

export class DemoClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly credentials: DemoCredentials,
  ) {}

  // The API's answers are JSON of many shapes; each chapter reads the fields it needs.
  call(caller: Caller, method: Method, url: string, body?: unknown, actor?: Actor): Promise<any> {
    const headers: Record<string, string> = actor
      ? { [ACTOR_HEADERS.email]: actor.email, [ACTOR_HEADERS.name]: actor.name, [ACTOR_HEADERS.role]: actor.role }
      : {};
    return this.send(this.credentials[caller], method, url, body, headers);
  }

  /**
   * A call with another credential: an identity provider's SCIM token (`application/scim+json`), or none for a
   * hire's one-time link. Answers `data` when the answer has it, else the whole answer.
   */
  async send(
    token: string | null,
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<any> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined
          ? {}
          : { 'content-type': url.startsWith('/scim/') ? 'application/scim+json' : 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const parsed = response.body ? JSON.parse(response.body) : undefined;
    if (response.statusCode >= 300) {
      throw new Error(`demo company: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return parsed?.data ?? parsed;
  }

  /** Every page of a list, following its cursor. */
  async list(caller: Caller, url: string): Promise<any[]> {
    const rows = [];
    let cursor: string | null = null;
    for (;;) {
      const separator = url.includes('?') ? '&' : '?';
      const response = await this.app.inject({
        method: 'GET',
        url: `${url}${separator}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization: `Bearer ${this.credentials[caller]}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`demo company: GET ${url} answered ${response.statusCode}: ${response.body}`);
      const page = JSON.parse(response.body) as { data: unknown[]; meta: { next_cursor: string | null } };
      rows.push(...page.data);
      cursor = page.meta.next_cursor;
      if (!cursor) return rows;
    }
  }
}
