import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCOPES } from '@/lib/contract/access';
import { curlScript, QUICK_START_FLOWS } from '@/server/docs/quick-start';
import { createCompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /llms.txt', () => {
  it('is served without a key as UTF-8 plain text in the llms.txt format: H1, summary, guidance, then sections of links', async () => {
    const response = await server.request('GET', '/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();

    const lines = response.text.split('\n');
    expect(lines[0]).toBe('# Loadout procurement API');
    expect(lines[2]).toMatch(/^> \S/);
    // Outside code blocks: one H1, and after the first H2 nothing but headings and link lists.
    const prose = response.text.replace(/```[\s\S]*?```/g, '').split('\n');
    expect(prose.filter((line) => line.startsWith('# '))).toHaveLength(1);
    expect(prose.filter((line) => /^#{3,} /.test(line))).toEqual([]);
    const sections = prose.slice(prose.findIndex((line) => line.startsWith('## ')));
    for (const line of sections.filter(Boolean)) expect(line).toMatch(/^(## \S.*|- \[[^\]]+\]\([^)]+\)(: .+)?)$/);
    expect(sections.filter((line) => line.startsWith('## '))).toEqual(['## Docs', '## Optional']);
  });

  it('links the OpenAPI document and the reference page, and every link answers', async () => {
    const { text } = await server.request('GET', '/llms.txt');
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');
    expect(links).toEqual(expect.arrayContaining(['/api/v1/openapi.json', '/api/v1/docs']));
    for (const link of links) {
      const [path = '', anchor] = link.split('#');
      const response = await server.request('GET', path);
      expect(response.status, link).toBe(200);
      if (anchor) expect(response.text, link).toContain(`id="${anchor}"`);
    }
  });

  it('holds the quick start of both flows, as curl, SDK and MCP', async () => {
    const { text } = await server.request('GET', '/llms.txt');
    for (const flow of QUICK_START_FLOWS) {
      expect(text).toContain(flow.title);
      expect(text).toContain(curlScript(flow));
      expect(text).toContain(flow.sdk);
      expect(text).toContain(flow.mcp);
    }
    expect(text).toContain('"mcpServers"');
    expect(text).toContain('MCP_HTTP_PORT');
  });
});

describe('the quick start', () => {
  // Runs each curl command exactly as the quick start prints it, against the real API with a test key.
  it.each(QUICK_START_FLOWS.map((flow) => [flow.id, flow] as const))(
    '%s: every curl step is accepted, in order',
    async (_id, flow) => {
      const company = await createCompanyWithKey(server, {
        mode: 'test',
        scopes: SCOPES,
        name: `Quick start ${flow.id}`,
      });
      const variables: Record<string, string> = { LOADOUT_API_URL: server.url, LOADOUT_API_KEY: company.key };
      const results: unknown[] = [];
      for (const command of curlScript(flow).split('\n\n')) {
        const step = parseCurl(command, variables);
        const response = await fetch(step.url, { method: step.method, headers: step.headers, body: step.body });
        const body = (await response.json()) as unknown;
        expect(response.status, `${command}\n${JSON.stringify(body)}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${command}\n${JSON.stringify(body)}`).toBeLessThan(300);
        if (step.capture) {
          const value = readField(body, step.capture.field);
          expect(typeof value, step.capture.field).toBe('string');
          variables[step.capture.variable] = value as string;
        }
        results.push(body);
      }
      const last = results.at(-1) as { data: Record<string, any> };
      if (flow.id === 'quick-start-quote') expect(last.data.quote.status).toBe('Approved');
      if (flow.id === 'quick-start-device') {
        expect(last.data.status).toBe('Completed');
        expect((results[1] as { data: unknown[] }).data).toHaveLength(1);
      }
    },
  );
  // Runs each SDK snippet as printed (its `@loadout/sdk` is the repository's sdk/ workspace, through vitest.config.ts), with
  // the key and URL in the environment it reads. sdk-package.test.ts runs the same flows with the packed tarball.
  it.each(QUICK_START_FLOWS.map((flow) => [flow.id, flow] as const))(
    '%s: the SDK snippet runs and prints what its comments say',
    async (_id, flow) => {
      const company = await createCompanyWithKey(server, {
        mode: 'test',
        scopes: SCOPES,
        name: `Quick start SDK ${flow.id}`,
      });
      const directory = path.resolve('test-results/quick-start');
      fs.mkdirSync(directory, { recursive: true });
      const file = path.join(directory, `${flow.id}-${process.pid}.ts`);
      expect(flow.sdk).toContain("from '@loadout/sdk'");
      fs.writeFileSync(file, `${flow.sdk}\nexport {};\n`);
      vi.stubEnv('LOADOUT_API_URL', server.url);
      vi.stubEnv('LOADOUT_API_KEY', company.key);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await import(file);
        const printed = log.mock.calls.map((call) => call.join(' '));
        const promised = [...flow.sdk.matchAll(/console\.log\([^)]*\); \/\/ "([^"]+)"/g)].map((match) => match[1]);
        expect(promised).toHaveLength(1);
        for (const expected of promised) expect(printed).toContain(expected);
        if (flow.id === 'quick-start-quote') expect(printed.some((line) => /^Q-\d{4}-\d+ \d/.test(line))).toBe(true);
      } finally {
        log.mockRestore();
        vi.unstubAllEnvs();
        fs.rmSync(file, { force: true });
      }
    },
  );
});

type ParsedCurl = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  capture?: { variable: string; field: string };
};

// Reads the one shape quick-start.ts writes: `[VAR=$(]curl -s -X M "url" -H "…" [-d '…'][ | jq -r '.field')]`.
function parseCurl(command: string, variables: Record<string, string>): ParsedCurl {
  const script = command
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/ \\\n\s*/g, ' ');
  const expand = (text: string) =>
    text.replace(/\$([A-Z_]+)/g, (_match, name: string) => {
      const value = variables[name];
      if (value === undefined) throw new Error(`unset shell variable $${name} in: ${command}`);
      return value;
    });
  const pattern =
    /^(?:(?<variable>[A-Z_]+)=\$\()?curl -s -X (?<method>GET|POST|PATCH) "(?<url>[^"]+)"(?<headers>(?: -H "[^"]+")*)(?: -d '(?<body>[^']*)')?(?: \| jq -r '(?<field>[^']+)'\))?$/;
  const parts = pattern.exec(script)?.groups;
  if (!parts?.method || !parts.url) throw new Error(`not a quick-start curl command: ${script}`);
  const headers = Object.fromEntries(
    [...(parts.headers ?? '').matchAll(/-H "([^:]+): ([^"]+)"/g)].map(([, name = '', value = '']) => [
      name,
      expand(value),
    ]),
  );
  if (parts.body !== undefined) JSON.parse(parts.body);
  const capture = parts.variable && parts.field ? { variable: parts.variable, field: parts.field } : undefined;
  return { method: parts.method, url: expand(parts.url), headers, body: parts.body, capture };
}

// The subset of jq paths the quick start uses: `.data.items[0].id`.
function readField(value: unknown, path: string): unknown {
  return [...path.matchAll(/\.(\w+)|\[(\d+)\]/g)].reduce<unknown>((node, [, key, index]) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[key ?? Number(index)];
  }, value);
}
